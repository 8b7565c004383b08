import { z } from "zod";

export const livenessSchema = z.object({ status: z.literal("ok") });

const checkSchema = z.object({ up: z.boolean(), latencyMs: z.number().nonnegative().nullable() });

/** Whether this instance should receive traffic: its database and Redis answer and it is not stopping. */
export const readinessSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  shuttingDown: z.boolean(),
  database: checkSchema,
  /** Null when the instance runs without Redis. */
  redis: checkSchema.nullable(),
});
