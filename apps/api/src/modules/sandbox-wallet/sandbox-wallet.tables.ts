import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { operators } from "../operator/operator.tables";

/** The reference wallet's play balances: one per operator's test player, in one currency. */
export const sandboxWalletAccounts = pgTable(
  "sandbox_wallet_accounts",
  {
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    playerId: text("player_id").notNull(),
    currency: text("currency").notNull(),
    balanceMinor: bigint("balance_minor", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.playerId] })],
);

/**
 * Every transaction the reference wallet answered, with the answer: the same transaction id again gets
 * the same answer and moves no money. A rollback of a bet never seen is kept too, so that bet arriving
 * late is refused rather than charged.
 */
export const sandboxWalletTransactions = pgTable(
  "sandbox_wallet_transactions",
  {
    operatorId: text("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id").notNull(),
    kind: text("kind", { enum: ["bet", "win", "rollback", "top_up"] }).notNull(),
    playerId: text("player_id").notNull(),
    roundId: text("round_id"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The bet a rollback cancels. */
    rollbackOf: text("rollback_of"),
    /** The answer given: its status and body, replayed for a repeat. */
    answer: jsonb("answer").$type<{ status: number; body: Record<string, unknown> }>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.operatorId, table.transactionId] }),
    // Every bet asks whether its rollback came first, and a rollback whether its bet was refunded
    // already: without this, each scanned all of its operator's transactions (the key's prefix).
    index("sandbox_wallet_transactions_rollback_of_idx")
      .on(table.operatorId, table.rollbackOf)
      .where(sql`${table.rollbackOf} is not null`),
  ],
);
