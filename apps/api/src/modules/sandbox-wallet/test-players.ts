import { and, asc, eq, gt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { minorUnitExponent } from "../operator/money";
import { maxTopUpMajor, startingBalance } from "./sandbox-wallet.service";
import { sandboxWalletAccounts, sandboxWalletTransactions } from "./sandbox-wallet.tables";

/** The most one top-up adds, in the currency's minor units. */
export function maxTopUpMinor(currency: string): number {
  return maxTopUpMajor * 10 ** minorUnitExponent(currency);
}

export interface TopUpRequest {
  playerId: string;
  currency: string;
  /** Minor units, positive, at most `maxTopUpMinor(currency)`. */
  amount: number;
  /** The caller's key: the same key again answers the first top-up and adds nothing. */
  key: string;
  /** The currencies a player seen for the first time may start in: the operator's. */
  newPlayerCurrencies: readonly string[];
}

export type TopUpOutcome =
  | { kind: "topped-up"; balance: number; replayed: boolean }
  | { kind: "key-reused" }
  | { kind: "currency-mismatch"; playerCurrency: string }
  | { kind: "new-player-currency" }
  | { kind: "too-large" };

/** A top-up the wallet refuses after its key was claimed: thrown to roll the claim back with it. */
class Refused extends Error {
  constructor(readonly outcome: Exclude<TopUpOutcome, { kind: "topped-up" }>) {
    super(outcome.kind);
  }
}

/** A top-up's key as a transaction id of the wallet, apart from the game server's bet and win ids. */
const topUpId = (key: string) => `top-up:${key}`;

/**
 * The reference wallet's test players as their partner manages them from the client area: listed with
 * their play balances, and topped up exactly once per key, audited with the partner who did it.
 */
export function createTestPlayers(db: Db) {
  return {
    /** The operator's test players in player id order, a page at a time (`after`: the last id seen). */
    async list(operatorId: string, page: { after?: string; limit: number }) {
      const conditions: SQL[] = [eq(sandboxWalletAccounts.operatorId, operatorId)];
      if (page.after) conditions.push(gt(sandboxWalletAccounts.playerId, page.after));
      const rows = await db
        .select()
        .from(sandboxWalletAccounts)
        .where(and(...conditions))
        .orderBy(asc(sandboxWalletAccounts.playerId))
        .limit(page.limit + 1);
      const players = rows.slice(0, page.limit);
      return {
        players: players.map((row) => ({
          player_id: row.playerId,
          currency: row.currency,
          minor_unit_exponent: minorUnitExponent(row.currency),
          balance: row.balanceMinor,
          created_at: row.createdAt.toISOString(),
        })),
        more: rows.length > page.limit,
      };
    },

    /**
     * Adds play money once per key. The key is claimed first (a second request with it waits for the
     * first to commit, then finds it), so two retries at once still move the money once. A player
     * seen for the first time starts at the wallet's starting balance, in the top-up's currency.
     */
    async topUp(
      operatorId: string,
      request: TopUpRequest,
      actor: AuditActor,
      now = new Date(),
    ): Promise<TopUpOutcome> {
      if (request.amount > maxTopUpMinor(request.currency)) return { kind: "too-large" };
      const id = topUpId(request.key);
      try {
        return await db.transaction(async (tx) => {
          const [claimed] = await tx
            .insert(sandboxWalletTransactions)
            .values({
              operatorId,
              transactionId: id,
              kind: "top_up",
              playerId: request.playerId,
              amount: request.amount,
              answer: { status: 200, body: { currency: request.currency } },
              createdAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: sandboxWalletTransactions.transactionId });
          if (!claimed) {
            const [earlier] = await tx
              .select()
              .from(sandboxWalletTransactions)
              .where(
                and(
                  eq(sandboxWalletTransactions.operatorId, operatorId),
                  eq(sandboxWalletTransactions.transactionId, id),
                ),
              );
            const body = earlier?.answer.body ?? {};
            const same =
              earlier?.kind === "top_up" &&
              earlier.playerId === request.playerId &&
              earlier.amount === request.amount &&
              body.currency === request.currency &&
              typeof body.balance === "number";
            if (!same) return { kind: "key-reused" };
            return { kind: "topped-up", balance: body.balance as number, replayed: true };
          }
          const accountOf = async () => {
            const [row] = await tx
              .select()
              .from(sandboxWalletAccounts)
              .where(
                and(
                  eq(sandboxWalletAccounts.operatorId, operatorId),
                  eq(sandboxWalletAccounts.playerId, request.playerId),
                ),
              )
              .for("update");
            return row;
          };
          let account = await accountOf();
          if (!account) {
            if (!request.newPlayerCurrencies.includes(request.currency)) {
              throw new Refused({ kind: "new-player-currency" });
            }
            await tx
              .insert(sandboxWalletAccounts)
              .values({
                operatorId,
                playerId: request.playerId,
                currency: request.currency,
                balanceMinor: startingBalance(request.currency),
              })
              .onConflictDoNothing();
            account = await accountOf();
          }
          if (!account) throw new Error("the account row was just ensured");
          if (account.currency !== request.currency) {
            throw new Refused({ kind: "currency-mismatch", playerCurrency: account.currency });
          }
          const balance = account.balanceMinor + request.amount;
          if (!Number.isSafeInteger(balance)) throw new Refused({ kind: "too-large" });
          await tx
            .update(sandboxWalletAccounts)
            .set({ balanceMinor: sql`${sandboxWalletAccounts.balanceMinor} + ${request.amount}` })
            .where(
              and(
                eq(sandboxWalletAccounts.operatorId, operatorId),
                eq(sandboxWalletAccounts.playerId, request.playerId),
              ),
            );
          await tx
            .update(sandboxWalletTransactions)
            .set({ answer: { status: 200, body: { currency: request.currency, balance } } })
            .where(
              and(
                eq(sandboxWalletTransactions.operatorId, operatorId),
                eq(sandboxWalletTransactions.transactionId, id),
              ),
            );
          await recordAudit(
            tx,
            {
              actor,
              action: "operator.test-player-top-up",
              subject: {
                type: "sandbox-player",
                id: `${operatorId}/${request.playerId}`,
                label: request.playerId,
              },
              before: { balance: account.balanceMinor, currency: account.currency },
              after: { balance, currency: account.currency, top_up: request.amount },
            },
            now,
          );
          return { kind: "topped-up", balance, replayed: false };
        });
      } catch (error) {
        if (error instanceof Refused) return error.outcome;
        throw error;
      }
    },
  };
}

export type TestPlayers = ReturnType<typeof createTestPlayers>;
