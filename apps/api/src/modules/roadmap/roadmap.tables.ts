import { milestoneKinds, milestoneStatuses } from "@quillspin/contracts";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The roadmap's milestones, kept by editors in the back office. `position` is the order the page
 * shows, 1 first; reorders rewrite it in one transaction. `updated_at` changes with the content an
 * editor saves (not with the order), so it is the version an edit names to detect a concurrent save.
 */
export const roadmapMilestones = pgTable(
  "roadmap_milestones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    position: integer("position").notNull(),
    /** YYYY-MM: the month the milestone is due or was reached. */
    month: text("month").notNull(),
    title: text("title").notNull(),
    kind: text("kind", { enum: milestoneKinds }).notNull(),
    status: text("status", { enum: milestoneStatuses }).notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index("roadmap_milestones_position_idx").on(table.position)],
);

/**
 * Which bundled content has been seeded into the database. A row is written once, in the same
 * transaction as the seed, so the bundled roadmap is copied on the first start only: what editors
 * change, reorder or delete afterwards is never brought back.
 */
export const contentSeeds = pgTable("content_seeds", {
  name: text("name").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().defaultNow(),
});
