import type { DemoRound } from "@quillspin/contracts";
import type { GameState } from "@quillspin/game-engine";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { GambleOffer } from "./demo-session-record";

/**
 * Demo sessions when the API runs without Redis. Rows past `expires_at` are dead; launching a demo
 * clears a batch of them, so the table stays the size of the recent traffic.
 */
export const demoSessions = pgTable(
  "demo_sessions",
  {
    id: uuid("id").primaryKey(),
    game: text("game").notNull(),
    /** The RTP version the session plays; null for the game's stated one (decision 28). */
    rtpVersion: integer("rtp_version"),
    version: integer("version").notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
    startingBalanceCents: bigint("starting_balance_cents", { mode: "number" }).notNull(),
    betCents: integer("bet_cents").notNull(),
    rounds: integer("rounds").notNull(),
    gameState: jsonb("game_state").$type<GameState>().notNull(),
    gamble: jsonb("gamble").$type<GambleOffer>(),
    lastRound: jsonb("last_round").$type<DemoRound>(),
    playedRoundIds: jsonb("played_round_ids").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("demo_sessions_expires_at_idx").on(table.expiresAt)],
);
