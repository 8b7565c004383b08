import type { StuckTransactionResolution } from "@quillspin/contracts";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { type AuditActor, recordAudit } from "../../audit/audit-log";
import { operatorRounds, operatorTransactions } from "../operator.tables";
import { OperatorRefusal } from "../operator-rounds.service";

type TransactionRow = typeof operatorTransactions.$inferSelect;

/** A transaction as staff see it after resolving it, and whether this request changed anything. */
function resolutionView(transaction: TransactionRow, changed: boolean) {
  return {
    changed,
    transaction: {
      transaction_id: transaction.id,
      round_id: transaction.roundId,
      kind: transaction.kind,
      amount: transaction.amount,
      status: transaction.status,
      attempts: transaction.attempts,
      last_error: transaction.lastError,
      next_attempt_at: transaction.status === "pending" ? transaction.nextAttemptAt.toISOString() : null,
      answered_at: transaction.answeredAt?.toISOString() ?? null,
    },
  };
}

const auditedFields = (transaction: TransactionRow) => ({
  status: transaction.status,
  attempts: transaction.attempts,
  last_error: transaction.lastError,
  next_attempt_at: transaction.nextAttemptAt.toISOString(),
});

/**
 * An administrator resolves a win or rollback the wallet has not acknowledged (decision 32's outbox):
 * `mark-settled` when the operator confirmed the money moved (the transaction is acknowledged and its
 * round settled or rolled back, so it is never sent again), `retry` to send it at once (it becomes due
 * now; the settlement job, every 2 s, sends it). Idempotent: a request that finds the work already done
 * (acknowledged, or already due) changes nothing, is not audited again, and answers `changed: false`.
 * Every change is audited, with its reason, in the transaction that makes it; each change is a
 * conditional update on `pending`, so a delivery acknowledged meanwhile is never overwritten.
 */
export async function resolveStuckTransaction(
  db: Db,
  target: { operatorId: string; transactionId: string },
  resolution: StuckTransactionResolution,
  actor: AuditActor,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [transaction] = await tx
      .select()
      .from(operatorTransactions)
      .where(
        and(
          eq(operatorTransactions.id, target.transactionId),
          eq(operatorTransactions.operatorId, target.operatorId),
          ne(operatorTransactions.kind, "bet"),
        ),
      )
      .for("update");
    if (!transaction) {
      throw new OperatorRefusal(
        404,
        `No win or rollback ${target.transactionId} of operator ${target.operatorId}: bets are never owed, and other operators' transactions are not theirs.`,
      );
    }
    if (transaction.status !== "pending") {
      if (resolution.action === "mark-settled") return resolutionView(transaction, false);
      throw new OperatorRefusal(
        409,
        "The wallet already acknowledged this transaction: there is nothing to send again.",
      );
    }
    let updated: TransactionRow | undefined;
    if (resolution.action === "retry") {
      if (transaction.nextAttemptAt <= now) return resolutionView(transaction, false);
      [updated] = await tx
        .update(operatorTransactions)
        .set({ nextAttemptAt: now })
        .where(and(eq(operatorTransactions.id, transaction.id), eq(operatorTransactions.status, "pending")))
        .returning();
    } else {
      [updated] = await tx
        .update(operatorTransactions)
        .set({ status: "acknowledged", answeredAt: now })
        .where(and(eq(operatorTransactions.id, transaction.id), eq(operatorTransactions.status, "pending")))
        .returning();
      await tx
        .update(operatorRounds)
        .set({ status: transaction.kind === "win" ? "settled" : "rolled_back", settledAt: now })
        .where(
          and(
            eq(operatorRounds.id, transaction.roundId),
            inArray(operatorRounds.status, ["drawn", "rolling_back", "betting"]),
          ),
        );
    }
    if (!updated) return resolutionView(transaction, false);
    await recordAudit(
      tx,
      {
        actor,
        action: "operator.transaction-resolve",
        subject: {
          type: "operator-transaction",
          id: transaction.id,
          label: `${transaction.kind} of round ${transaction.roundId} (operator ${target.operatorId})`,
        },
        before: auditedFields(transaction),
        after: { ...auditedFields(updated), action: resolution.action, reason: resolution.reason },
      },
      now,
    );
    return resolutionView(updated, true);
  });
}
