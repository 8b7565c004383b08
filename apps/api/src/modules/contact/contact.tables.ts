import { customType, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "../accounts/accounts.tables";

/** Messages sent through the contact form, and how the studio's team works through them. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    topic: text("topic").notNull(),
    /** A job application's role (an id of the careers page's positions); null for other messages. */
    role: text("role"),
    message: text("message").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    /** A client-chosen key: a retried submission with the same key is stored once. */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Read for the whole team, not per person: the messages are one shared inbox, and "unread"
     * means nobody has looked at it yet. Ownership is the assignee's, not the reader's.
     */
    readAt: timestamp("read_at", { withTimezone: true }),
    readById: uuid("read_by_id").references(() => accounts.id, { onDelete: "set null" }),
    assigneeId: uuid("assignee_id").references(() => accounts.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledById: uuid("handled_by_id").references(() => accounts.id, { onDelete: "set null" }),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_assignee_idx").on(table.assigneeId),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Files sent with a message (a job application's CV), kept in the database beside it (decision 6:
 * no instance keeps state another needs) and deleted with it. `kind` is what the bytes were read as.
 */
export const contactMessageFiles = pgTable(
  "contact_message_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    kind: text("kind", { enum: ["pdf", "docx"] }).notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_message_files_message_idx").on(table.messageId)],
);
