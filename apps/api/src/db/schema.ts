import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The catalogue's games. The content package is the source of the records; the table exists so
 * that filters and sorts run as SQL, and it is filled by the idempotent seed at every start.
 */
export const games = pgTable("games", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
