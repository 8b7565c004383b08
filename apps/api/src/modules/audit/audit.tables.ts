import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "../accounts/accounts.tables";

/**
 * Every staff action, append-only. The actor's email and name are copied so the log still reads
 * after an account is renamed or removed; `actor_id` is then set null.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => accounts.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    subjectLabel: text("subject_label").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
  },
  (table) => [
    index("audit_events_at_idx").on(table.at),
    index("audit_events_actor_idx").on(table.actorId, table.at),
    index("audit_events_subject_idx").on(table.subjectType, table.subjectId, table.at),
    index("audit_events_action_idx").on(table.action, table.at),
  ],
);
