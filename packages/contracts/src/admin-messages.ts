import { z } from "zod";
import { contactTopics } from "./contact";
import { pageMetaSchema, pageQuerySchema } from "./pagination";
import { singleLineText } from "./text";

/**
 * The back office's Messages: the contact form's messages as the studio's administrators work
 * through them. Read and unread are the team's, not one person's: the messages are one shared
 * inbox, and an assignee owns the answer.
 */

/**
 * Where the studio's copy of a message stands in the outbox: `queued` before its first attempt,
 * `retried` while it waits for another attempt (after a refused delivery or a person's retry),
 * `sent`, or `failed` once the worker gave up and a person must queue it again.
 */
export const mailDeliveryStates = ["queued", "retried", "sent", "failed"] as const;
export type MailDeliveryState = (typeof mailDeliveryStates)[number];

export const messageReadStates = ["unread", "read"] as const;
export const messageHandlingStates = ["open", "handled"] as const;
export type MessageReadState = (typeof messageReadStates)[number];
export type MessageHandlingState = (typeof messageHandlingStates)[number];

/** The assignee filter: the signed-in administrator, anyone, nobody, or one staff member by id. */
export const messageAssigneeFilters = ["me", "anyone", "nobody"] as const;

const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const messageListQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  read: emptyAsAbsent(z.enum(messageReadStates, { error: "Read must be unread or read" })),
  state: emptyAsAbsent(z.enum(messageHandlingStates, { error: "State must be open or handled" })),
  assignee: emptyAsAbsent(
    z.union([z.enum(messageAssigneeFilters), z.uuid()], {
      error: "Assignee must be me, anyone, nobody or a staff member's id",
    }),
  ),
  topic: emptyAsAbsent(z.enum(contactTopics, { error: "Choose one of the contact form's topics" })),
  /** Part of the sender's name, email or company, or of the message. */
  q: emptyAsAbsent(
    singleLineText(z.string().trim().max(200, "Search for at most 200 characters")).transform(
      (value) => value || undefined,
    ),
  ),
});

export const staffMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["editor", "admin"]),
});

/** The studio's copy of a message in the outbox, and what happened to it. */
export const messageMailSchema = z.object({
  id: z.uuid(),
  state: z.enum(mailDeliveryStates),
  to: z.string(),
  attempts: z.number().int().min(0),
  queuedAt: z.iso.datetime({ offset: true }),
  /** When the next attempt is due while the mail waits. */
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  /** When a person last queued it again after it failed. */
  requeuedAt: z.iso.datetime({ offset: true }).nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  /** The mail server's last refusal; cleared once the mail is sent. */
  lastError: z.string().nullable(),
});

export const messageSummarySchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime({ offset: true }),
  topic: z.enum(contactTopics),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  /** A job application's role, from the careers page; null for other messages. */
  role: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** How many files came with the message (a job application's CV). */
  files: z.number().int().min(0),
  /** The start of the message on one line. */
  excerpt: z.string(),
  read: z.boolean(),
  handled: z.boolean(),
  assignee: staffMemberSchema.nullable(),
  /** Null for a message whose mail was never queued. */
  mailState: z.enum(mailDeliveryStates).nullable(),
});

const staffAction = z
  .object({ at: z.iso.datetime({ offset: true }), by: staffMemberSchema.nullable() })
  .nullable();

/** A file that came with a message, downloaded from `GET /admin/messages/{id}/files/{fileId}`. */
export const messageFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** What its bytes were read as when it arrived. */
  kind: z.enum(["pdf", "docx"]),
  mediaType: z.string(),
  sizeBytes: z.number().int().min(0),
});

export const messageDetailSchema = messageSummarySchema.extend({
  message: z.string(),
  attachments: z.array(messageFileSchema),
  consentAt: z.iso.datetime({ offset: true }),
  readBy: staffAction,
  handledBy: staffAction,
  mails: z.array(messageMailSchema),
});

export const messageListResponseSchema = z.object({
  data: z.array(messageSummarySchema),
  meta: pageMetaSchema.extend({ unread: z.number().int().min(0) }),
});
export const messageResponseSchema = z.object({ data: messageDetailSchema });
export const assignableStaffResponseSchema = z.object({ data: z.array(staffMemberSchema) });

/** One form each: mark read or unread, assign (an empty choice clears it), handle or reopen. */
export const messageReadFormSchema = z.object({
  read: z.enum(messageReadStates, { error: "Read must be unread or read" }),
});
/** The form posts "" for nobody; the site's server then sends null, which the API takes as well. */
export const messageAssignmentFormSchema = z.object({
  assigneeId: z
    .union([z.uuid(), z.literal(""), z.null()], {
      error: "Assignee must be a staff member from the list",
    })
    .transform((value) => value || null),
});
export const messageHandlingFormSchema = z.object({
  state: z.enum(messageHandlingStates, { error: "State must be open or handled" }),
});

export type MessageListQuery = z.infer<typeof messageListQuerySchema>;
export type MessageListQueryInput = z.input<typeof messageListQuerySchema>;
export type MessageSummary = z.infer<typeof messageSummarySchema>;
export type MessageDetail = z.infer<typeof messageDetailSchema>;
export type MessageMail = z.infer<typeof messageMailSchema>;
export type MessageFile = z.infer<typeof messageFileSchema>;
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;
export type StaffMemberSummary = z.infer<typeof staffMemberSchema>;
