import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database";
import { isCurrency, minorUnitExponent } from "../operator/money";
import type { WalletErrorCode, WalletOperation } from "../operator/wallet-client";
import { sandboxWalletAccounts } from "./sandbox-wallet.tables";
import { type StoredAnswer, walletBalance, walletTransaction } from "./wallet-statements";

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

export interface WalletReply extends StoredAnswer {
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
 * call. A transaction id answers the same every time and moves money once; each player's calls commit
 * one after the other, each one statement (wallet-statements.ts).
 */
export function createSandboxWallet(db: Db) {
  return {
    async handle(operatorId: string, operation: WalletOperation, body: unknown): Promise<WalletReply> {
      const parsed = schemas[operation].safeParse(body);
      if (!parsed.success) return refused(400, "INVALID_REQUEST");
      const call = parsed.data as z.infer<(typeof schemas)["rollback"]>;
      const of = {
        operatorId,
        playerId: call.player_id,
        currency: call.currency,
        startingBalance: startingBalance(call.currency),
      };
      if (operation === "balance") {
        const account = await walletBalance(db, of);
        if (account.currency !== call.currency) return refused(409, "CURRENCY_MISMATCH");
        return { status: 200, body: { balance: account.balance } };
      }
      return (await walletTransaction(db, {
        ...of,
        kind: operation,
        transactionId: call.transaction_id,
        roundId: call.round_id,
        amount: call.amount,
        rollbackOf: operation === "rollback" ? call.rollback_transaction_id : null,
      })) as WalletReply;
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
