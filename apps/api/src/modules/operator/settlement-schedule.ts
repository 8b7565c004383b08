import type { Database } from "../../db/database";
import { type JobLog, type RepeatingJob, repeatEvery } from "../../jobs/repeating-job";
import type { OperatorRounds } from "./operator-rounds.service";

/** Every two seconds: an unacknowledged win is retried within its backoff, not a minute later. */
export const SETTLEMENT_INTERVAL_MS = 2_000;
/** The advisory lock that keeps reconciliation on one API instance at a time. */
export const SETTLEMENT_LOCK_KEY = 28_032;

/**
 * Reconciliation of operator rounds (decision 32): bets lost mid-call rolled back, wins and rollbacks
 * owed sent again, on one instance at a time (a PostgreSQL advisory lock; the embedded database has
 * one process). At start-up it settles what a crash left, then keeps the outbox drained.
 */
export function scheduleSettlement(
  database: Database,
  rounds: OperatorRounds,
  log: JobLog,
  { intervalMs = SETTLEMENT_INTERVAL_MS } = {},
): RepeatingJob {
  return repeatEvery(intervalMs, () => database.exclusively(SETTLEMENT_LOCK_KEY, () => rounds.settleDue()), {
    log,
    failure: "operator round settlement failed",
    done: (result) => {
      if (result && (result.abandoned > 0 || result.delivered > 0))
        log.info(result, "operator rounds settled");
    },
  });
}
