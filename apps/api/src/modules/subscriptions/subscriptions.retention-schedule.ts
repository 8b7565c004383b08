import type { Db } from "../../db/database";
import { type JobLog, type RepeatingJob, repeatEvery } from "../../jobs/repeating-job";
import { applySubscriptionRetention } from "./subscriptions.retention";

/** Well inside every period the policy promises, the shortest being 7 days. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

export type RetentionLog = JobLog;

/**
 * Applies the newsletter's retention rules now and then every hour. Every API instance runs the
 * schedule; the advisory lock in `applySubscriptionRetention` lets one of them work at a time.
 */
export function scheduleSubscriptionRetention(
  db: Db,
  log: RetentionLog,
  intervalMs = RETENTION_INTERVAL_MS,
): RepeatingJob {
  return repeatEvery(intervalMs, () => applySubscriptionRetention(db), {
    log,
    failure: "newsletter retention failed",
    done: (counts) => {
      if (counts && counts.deletedPending + counts.erased + counts.deletedRecords > 0)
        log.info(counts, "newsletter retention applied");
    },
  });
}
