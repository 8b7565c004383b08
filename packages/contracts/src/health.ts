import { z } from "zod";

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    up: z.boolean(),
    latencyMs: z.number().nonnegative().nullable(),
  }),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
});

export type Health = z.infer<typeof healthSchema>;
