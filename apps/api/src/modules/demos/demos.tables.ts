import { type DemoRound, jurisdictionIds } from "@quillspin/contracts";
import type { GameState } from "@quillspin/game-engine";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { AutoplayRun, GambleOffer } from "./demo-session-record";

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
    /** The jurisdiction profile it plays under (decision 31); sessions from before play the .com one. */
    jurisdiction: text("jurisdiction", { enum: jurisdictionIds }).notNull().default("com"),
    version: integer("version").notNull(),
    balanceCents: bigint("balance_cents", { mode: "number" }).notNull(),
    startingBalanceCents: bigint("starting_balance_cents", { mode: "number" }).notNull(),
    /** Everything staked and won in the session, for its net position; refills change neither. */
    stakedCents: bigint("staked_cents", { mode: "number" }).notNull().default(0),
    wonCents: bigint("won_cents", { mode: "number" }).notNull().default(0),
    betCents: integer("bet_cents").notNull(),
    rounds: integer("rounds").notNull(),
    gameState: jsonb("game_state").$type<GameState>().notNull(),
    gamble: jsonb("gamble").$type<GambleOffer>(),
    lastRound: jsonb("last_round").$type<DemoRound>(),
    /** When the latest round was accepted: a profile's minimum round time counts from here. */
    lastRoundAt: timestamp("last_round_at", { withTimezone: true }),
    /** The autoplay under way with its loss limit, if the player set one. */
    autoplay: jsonb("autoplay").$type<AutoplayRun>(),
    playedRoundIds: jsonb("played_round_ids").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("demo_sessions_expires_at_idx").on(table.expiresAt)],
);

/**
 * Every demo round as it was played, whichever store holds the sessions: the session's history and the
 * round's public replay read it for `demoReplayDays` days, after which the purge job deletes it. The id is
 * the round id the player sent; money in cents, as in the sessions.
 */
export const demoRounds = pgTable(
  "demo_rounds",
  {
    id: uuid("id").primaryKey(),
    sessionId: uuid("session_id").notNull(),
    game: text("game").notNull(),
    rtpVersion: integer("rtp_version"),
    jurisdiction: text("jurisdiction", { enum: jurisdictionIds }).notNull(),
    betCents: integer("bet_cents").notNull(),
    costCents: bigint("cost_cents", { mode: "number" }).notNull(),
    winCents: bigint("win_cents", { mode: "number" }).notNull(),
    /** The round as the player received it: steps, events, features, tier. */
    round: jsonb("round").$type<DemoRound>().notNull(),
    playedAt: timestamp("played_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("demo_rounds_session_idx").on(table.sessionId, table.playedAt),
    index("demo_rounds_expires_at_idx").on(table.expiresAt),
  ],
);
