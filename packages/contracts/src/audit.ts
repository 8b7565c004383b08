import { z } from "zod";
import { pageMetaSchema, pageQuerySchema } from "./pagination";
import { singleLineText } from "./text";

/**
 * What staff did, in the studio's words: `<area>.<verb>`, e.g. `news.publish`, `partner.approve`,
 * `staff.invite`. Each module names its own actions; the log stores whatever it is given.
 */
export const auditActionSchema = z
  .string()
  .regex(/^[a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*$/, "Action must look like area.verb, e.g. news.publish");

/** One staff action: who did it, to what, when, and the record before and after. */
export const auditEventSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  actor: z.object({
    /** Null once the account was erased; the email stays as it was when the action happened. */
    id: z.uuid().nullable(),
    email: z.string(),
    name: z.string(),
  }),
  action: auditActionSchema,
  subject: z.object({
    type: z.string(),
    id: z.string(),
    /** How a person recognises the subject: an article's title, a partner's company. */
    label: z.string(),
  }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

const optionalFilter = (label: string) =>
  singleLineText(z.string().trim().max(200, `${label} must be at most 200 characters`))
    .optional()
    .transform((value) => value || undefined);

export const auditListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Part of the actor's email or name. */
  actor: optionalFilter("Actor"),
  /** An exact action (`news.publish`) or an area (`news`). */
  action: optionalFilter("Action"),
  subjectType: optionalFilter("Subject type"),
  subjectId: optionalFilter("Subject id"),
  from: z.iso.datetime({ offset: true, message: "From must be an ISO date-time" }).optional(),
  to: z.iso.datetime({ offset: true, message: "To must be an ISO date-time" }).optional(),
});

export const auditListResponseSchema = z.object({
  data: z.array(auditEventSchema),
  meta: pageMetaSchema,
});

export type AuditEvent = z.infer<typeof auditEventSchema>;
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;
