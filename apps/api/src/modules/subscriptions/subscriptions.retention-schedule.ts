import type { Db } from "../../db/database";
import { applySubscriptionRetention } from "./subscriptions.retention";

/** Well inside every period the policy promises, the shortest being 7 days. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

/** The part of the API's logger the schedule writes to. */
export interface RetentionLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RetentionSchedule {
  /** Stops the timer and waits for a run in progress, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Applies the newsletter's retention rules now and then every hour. Every API instance runs the
 * schedule; the advisory lock in `applySubscriptionRetention` lets one of them work at a time.
 */
export function scheduleSubscriptionRetention(
  db: Db,
  log: RetentionLog,
  intervalMs = RETENTION_INTERVAL_MS,
): RetentionSchedule {
  let running: Promise<void> | null = null;
  const run = () => {
    // A slow run is never overlapped by the next one of the same instance.
    if (running) return;
    running = applySubscriptionRetention(db)
      .then(
        (counts) => {
          if (counts && counts.deletedPending + counts.erased + counts.deletedRecords > 0)
            log.info(counts, "newsletter retention applied");
        },
        (error: unknown) => log.error({ err: error }, "newsletter retention failed"),
      )
      .finally(() => {
        running = null;
      });
  };
  // The timer alone never keeps a process alive that has nothing else to do.
  const timer = setInterval(run, intervalMs).unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
