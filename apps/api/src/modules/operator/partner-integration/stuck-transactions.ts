import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { operatorRounds, operatorTransactions } from "../operator.tables";

/**
 * The wins and rollbacks the game server still owes an operator's wallet (decision 32): the outbox's
 * pending rows, oldest first, with their attempts, next attempt and last error, so a partner can watch
 * them resolve once their wallet answers.
 */
export async function stuckTransactions(db: Db, operatorId: string, limit: number) {
  const rows = await db
    .select({
      transaction: operatorTransactions,
      playerId: operatorRounds.playerId,
      game: operatorRounds.game,
      currency: operatorRounds.currency,
    })
    .from(operatorTransactions)
    .innerJoin(operatorRounds, eq(operatorRounds.id, operatorTransactions.roundId))
    .where(
      and(
        eq(operatorTransactions.operatorId, operatorId),
        eq(operatorTransactions.status, "pending"),
        ne(operatorTransactions.kind, "bet"),
      ),
    )
    .orderBy(asc(operatorTransactions.createdAt), asc(operatorTransactions.id))
    .limit(limit + 1);
  return {
    data: rows.slice(0, limit).map(({ transaction, playerId, game, currency }) => ({
      transaction_id: transaction.id,
      round_id: transaction.roundId,
      kind: transaction.kind,
      amount: transaction.amount,
      currency,
      player_id: playerId,
      game,
      attempts: transaction.attempts,
      last_error: transaction.lastError,
      next_attempt_at: transaction.nextAttemptAt.toISOString(),
      created_at: transaction.createdAt.toISOString(),
    })),
    more: rows.length > limit,
  };
}
