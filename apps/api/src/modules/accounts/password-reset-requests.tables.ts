import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Accepted "forgot password" requests not yet resolved. The route only inserts the email here, the
 * same single statement whether or not an account uses it, and answers; the reset queue then looks
 * the account up and writes the link and its mail. Rows are deleted as they are resolved, so a
 * request accepted just before a restart is resolved after it.
 */
export const passwordResetRequests = pgTable(
  "password_reset_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Normalised (trimmed, lower-cased) by the request schema, as in `accounts.email`. */
    email: text("email").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("password_reset_requests_requested_at_idx").on(table.requestedAt)],
);
