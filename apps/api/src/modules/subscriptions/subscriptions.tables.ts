import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const subscriptionStatuses = ["pending", "confirmed", "unsubscribed"] as const;

/** Newsletter subscriptions with double opt-in. Tokens are stored hashed. */
export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Normalised (trimmed, lower-cased). */
  email: text("email").notNull().unique(),
  status: text("status", { enum: subscriptionStatuses }).notNull().default("pending"),
  confirmTokenHash: text("confirm_token_hash").unique(),
  unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});
