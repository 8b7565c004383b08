import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "../accounts/accounts.tables";

/**
 * The RTP version a partner plays a game at in a market (decision 28). A market without a row plays the
 * stated version; choosing the stated version again deletes the row.
 */
export const rtpVersionChoices = pgTable(
  "rtp_version_choices",
  {
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    gameSlug: text("game_slug").notNull(),
    /** An id of `markets` in the content package. */
    market: text("market").notNull(),
    /** The version's id, an integer percent (one of the game engine's `lowerVersionTargets`). */
    rtpVersion: integer("rtp_version").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.gameSlug, table.market] })],
);
