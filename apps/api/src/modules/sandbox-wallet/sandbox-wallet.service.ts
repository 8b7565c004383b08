import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database";
import { isCurrency, minorUnitExponent } from "../operator/money";
import type { WalletErrorCode, WalletOperation } from "../operator/wallet-client";
import { sandboxWalletAccounts, sandboxWalletTransactions } from "./sandbox-wallet.tables";

/** A test player's first balance: 1,000 of the currency's major unit. */
export function startingBalance(currency: string): number {
  return 1_000 * 10 ** minorUnitExponent(currency);
}

/** The most a single top-up adds, so play balances stay play balances. */
export const maxTopUpMajor = 1_000_000;

const text = z.string().min(1).max(128);
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const currency = z.string().refine(isCurrency);
const base = z.object({ player_id: text, session_id: text, currency, game: text });
const transaction = base.extend({ round_id: text, transaction_id: text, amount });

const schemas = {
  balance: base,
  bet: transaction,
  win: transaction,
  rollback: transaction.extend({ rollback_transaction_id: text }),
} as const;

export interface WalletReply {
  status: 200 | 400 | 402 | 409;
  body: { balance: number } | { error: WalletErrorCode };
}

const refused = (status: WalletReply["status"], error: WalletErrorCode): WalletReply => ({
  status,
  body: { error },
});

/**
 * The studio's reference wallet (decision 32): what the contract asks of an operator's wallet, done
 * right, so a partner's first launch plays before they write any code and the conformance kit has a
 * wallet that passes. Every test player exists, with a starting balance in the currency of its first
 * call. A transaction id answers the same every time and moves money once; each player's calls are
 * serialised on its account row.
 */
export function createSandboxWallet(db: Db) {
  return {
    async handle(operatorId: string, operation: WalletOperation, body: unknown): Promise<WalletReply> {
      const parsed = schemas[operation].safeParse(body);
      if (!parsed.success) return refused(400, "INVALID_REQUEST");
      const call = parsed.data as z.infer<(typeof schemas)["rollback"]>;
      return db.transaction(async (tx) => {
        await tx
          .insert(sandboxWalletAccounts)
          .values({
            operatorId,
            playerId: call.player_id,
            currency: call.currency,
            balanceMinor: startingBalance(call.currency),
          })
          .onConflictDoNothing();
        const [account] = await tx
          .select()
          .from(sandboxWalletAccounts)
          .where(
            and(
              eq(sandboxWalletAccounts.operatorId, operatorId),
              eq(sandboxWalletAccounts.playerId, call.player_id),
            ),
          )
          .for("update");
        if (!account) throw new Error("the account row was just ensured");
        if (operation === "balance") {
          if (account.currency !== call.currency) return refused(409, "CURRENCY_MISMATCH");
          return { status: 200, body: { balance: account.balanceMinor } };
        }
        const [earlier] = await tx
          .select({ answer: sandboxWalletTransactions.answer })
          .from(sandboxWalletTransactions)
          .where(
            and(
              eq(sandboxWalletTransactions.operatorId, operatorId),
              eq(sandboxWalletTransactions.transactionId, call.transaction_id),
            ),
          );
        if (earlier) return earlier.answer as WalletReply;

        let reply: WalletReply;
        let moved = 0;
        if (account.currency !== call.currency) {
          reply = refused(409, "CURRENCY_MISMATCH");
        } else if (operation === "bet") {
          const [cancelled] = await tx
            .select({ id: sandboxWalletTransactions.transactionId })
            .from(sandboxWalletTransactions)
            .where(
              and(
                eq(sandboxWalletTransactions.operatorId, operatorId),
                eq(sandboxWalletTransactions.rollbackOf, call.transaction_id),
              ),
            );
          // A bet whose rollback came first (it was late): cancelled, so never charged.
          if (cancelled) reply = refused(409, "INVALID_REQUEST");
          else if (call.amount > account.balanceMinor) reply = refused(402, "INSUFFICIENT_FUNDS");
          else moved = -call.amount;
        } else if (operation === "win") {
          moved = call.amount;
        } else {
          const [bet] = await tx
            .select({ amount: sandboxWalletTransactions.amount, answer: sandboxWalletTransactions.answer })
            .from(sandboxWalletTransactions)
            .where(
              and(
                eq(sandboxWalletTransactions.operatorId, operatorId),
                eq(sandboxWalletTransactions.transactionId, call.rollback_transaction_id),
                eq(sandboxWalletTransactions.kind, "bet"),
              ),
            );
          const [already] = await tx
            .select({ id: sandboxWalletTransactions.transactionId })
            .from(sandboxWalletTransactions)
            .where(
              and(
                eq(sandboxWalletTransactions.operatorId, operatorId),
                eq(sandboxWalletTransactions.rollbackOf, call.rollback_transaction_id),
              ),
            );
          // Only a bet that was charged, and not yet given back, is refunded; an unknown one is noted.
          if (bet && bet.answer.status === 200 && !already) moved = bet.amount;
        }
        const balance = account.balanceMinor + moved;
        reply ??= { status: 200, body: { balance } };
        if (moved !== 0) {
          await tx
            .update(sandboxWalletAccounts)
            .set({ balanceMinor: sql`${sandboxWalletAccounts.balanceMinor} + ${moved}` })
            .where(
              and(
                eq(sandboxWalletAccounts.operatorId, operatorId),
                eq(sandboxWalletAccounts.playerId, call.player_id),
              ),
            );
        }
        await tx.insert(sandboxWalletTransactions).values({
          operatorId,
          transactionId: call.transaction_id,
          kind: operation,
          playerId: call.player_id,
          roundId: call.round_id,
          amount: call.amount,
          rollbackOf: operation === "rollback" ? call.rollback_transaction_id : null,
          answer: reply,
        });
        return reply;
      });
    },

    /** Adds play money to a test player's balance (creating the player in that currency). */
    async topUp(
      operatorId: string,
      request: { player_id: string; currency: string; amount: number },
    ): Promise<WalletReply> {
      return db.transaction(async (tx) => {
        await tx
          .insert(sandboxWalletAccounts)
          .values({
            operatorId,
            playerId: request.player_id,
            currency: request.currency,
            balanceMinor: startingBalance(request.currency),
          })
          .onConflictDoNothing();
        const [account] = await tx
          .update(sandboxWalletAccounts)
          .set({ balanceMinor: sql`${sandboxWalletAccounts.balanceMinor} + ${request.amount}` })
          .where(
            and(
              eq(sandboxWalletAccounts.operatorId, operatorId),
              eq(sandboxWalletAccounts.playerId, request.player_id),
              eq(sandboxWalletAccounts.currency, request.currency),
            ),
          )
          .returning({ balance: sandboxWalletAccounts.balanceMinor });
        if (!account) return refused(409, "CURRENCY_MISMATCH");
        return { status: 200, body: { balance: account.balance } };
      });
    },
  };
}

export type SandboxWallet = ReturnType<typeof createSandboxWallet>;
