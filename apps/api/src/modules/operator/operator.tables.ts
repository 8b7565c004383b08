import { type DemoRound, jurisdictionIds } from "@quillspin/contracts";
import type { GameState } from "@quillspin/game-engine";
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "../accounts/accounts.tables";

export const operatorStatuses = ["active", "revoked"] as const;

/**
 * A partner's sandbox integration (decision 32): its operator id, the secret both sides sign with
 * (sealed with the API's secret: it must be read back to sign, so it cannot be hashed), the wallet
 * it plays against (null: the studio's reference wallet) and the currencies it accepts.
 */
export const operators = pgTable("operators", {
  id: text("id").primaryKey(),
  accountId: uuid("account_id")
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  walletUrl: text("wallet_url"),
  currencies: text("currencies").array().notNull().default(sql`'{EUR}'::text[]`),
  status: text("status", { enum: operatorStatuses }).notNull().default("active"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  secretIssuedAt: timestamp("secret_issued_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A sandbox session of an operator's test player: one game, one currency, one profile and RTP version. */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: uuid("id").primaryKey(),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    playerId: text("player_id").notNull(),
    currency: text("currency").notNull(),
    game: text("game").notNull(),
    rtpVersion: integer("rtp_version"),
    jurisdiction: text("jurisdiction", { enum: jurisdictionIds }).notNull(),
    language: text("language"),
    lobbyUrl: text("lobby_url"),
    gameState: jsonb("game_state").$type<GameState>().notNull(),
    /** Set while a round of the session is being played: a second spin meanwhile is a 409. */
    busyUntil: timestamp("busy_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("operator_sessions_operator_idx").on(table.operatorId, table.playerId)],
);

export const roundStatuses = [
  "betting",
  "bet_refused",
  "rolling_back",
  "drawn",
  "settled",
  "rolled_back",
] as const;
export type RoundStatus = (typeof roundStatuses)[number];

/**
 * One round against the operator's wallet. `betting` until the bet is answered; `bet_refused` when the
 * wallet refused it (no money moved); `rolling_back` when it did not answer (its rollback is owed);
 * `drawn` once the outcome is stored and the win is in the outbox; `settled` when the win is
 * acknowledged; `rolled_back` when the bet's rollback is (decision 32).
 */
export const operatorRounds = pgTable(
  "operator_rounds",
  {
    id: uuid("id").primaryKey(),
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    sessionId: uuid("session_id").notNull(),
    playerId: text("player_id").notNull(),
    game: text("game").notNull(),
    rtpVersion: integer("rtp_version"),
    jurisdiction: text("jurisdiction", { enum: jurisdictionIds }).notNull(),
    currency: text("currency").notNull(),
    betMinor: bigint("bet_minor", { mode: "number" }).notNull(),
    winMinor: bigint("win_minor", { mode: "number" }),
    status: text("status", { enum: roundStatuses }).notNull(),
    /** The round as drawn, stored before its win is sent. */
    outcome: jsonb("outcome").$type<DemoRound>(),
    /** The wallet's error code when it refused the bet. */
    refusal: text("refusal"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    index("operator_rounds_operator_idx").on(table.operatorId, table.createdAt, table.id),
    index("operator_rounds_status_idx").on(table.status, table.createdAt),
  ],
);

export const transactionKinds = ["bet", "win", "rollback"] as const;
export type TransactionKind = (typeof transactionKinds)[number];
export const transactionStatuses = ["pending", "acknowledged", "refused"] as const;

/**
 * Every wallet call of a round, and the outbox of those still owed: a `pending` win or rollback is
 * sent again with backoff (`next_attempt_at`) until the wallet acknowledges it. A round has one bet and
 * at most one win or rollback, which the unique index makes a rule of the database.
 */
export const operatorTransactions = pgTable(
  "operator_transactions",
  {
    id: uuid("id").primaryKey(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => operatorRounds.id, { onDelete: "cascade" }),
    operatorId: text("operator_id").notNull(),
    kind: text("kind", { enum: transactionKinds }).notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    status: text("status", { enum: transactionStatuses }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    /** The answer's balance once acknowledged; the error code once refused. */
    balanceAfter: bigint("balance_after", { mode: "number" }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("operator_transactions_one_bet_idx").on(table.roundId).where(sql`${table.kind} = 'bet'`),
    uniqueIndex("operator_transactions_one_settlement_idx")
      .on(table.roundId)
      .where(sql`${table.kind} <> 'bet'`),
    index("operator_transactions_outbox_idx").on(table.status, table.nextAttemptAt),
  ],
);
