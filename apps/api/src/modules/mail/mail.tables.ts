import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contactMessages } from "../contact/contact.tables";

export const mailStatuses = ["pending", "sending", "sent", "failed"] as const;

/**
 * The durable outbox: a mail is written here in the same transaction as the action that causes it,
 * and the mail worker delivers it later, so a mail server failure never loses or duplicates one.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the mail is for, e.g. `contact.notification`, `subscription.confirm`, `auth.reset`. */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /**
     * Extra headers of this one mail, e.g. `Reply-To` or the recipient's own `List-Unsubscribe`,
     * which the worker cannot rebuild later because tokens are stored only as hashes.
     */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** One mail per cause: a second enqueue with the same key is ignored. */
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: mailStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a worker sends, the row is leased to it; an expired lease is picked up again. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When a person queued the mail again after it failed (the back office or `npm run mail:outbox`). */
    requeuedAt: timestamp("requeued_at", { withTimezone: true }),
    /** The contact message this mail tells the studio about, so the back office shows its delivery. */
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, {
      onDelete: "cascade",
    }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_contact_message_idx").on(table.contactMessageId),
  ],
);
