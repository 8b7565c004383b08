import type { Db } from "../../db/database";
import { type JobLog, type RepeatingJob, repeatEvery } from "../../jobs/repeating-job";
import { createDemoRoundArchive } from "./demo-rounds";

/** Hourly: an expired round is unreadable at once (reads check its expiry), so this only frees space. */
export const ROUND_PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes demo rounds past their replay's lifetime now and then every hour. Every API instance runs it;
 * the deletes are idempotent, so two instances purging at once only share the work.
 */
export function scheduleDemoRoundPurge(
  db: Db,
  log: JobLog,
  { intervalMs = ROUND_PURGE_INTERVAL_MS, clock = () => new Date() } = {},
): RepeatingJob {
  const archive = createDemoRoundArchive(db);
  return repeatEvery(intervalMs, () => archive.purgeExpired(clock()), {
    log,
    failure: "demo round purge failed",
    done: (purged) => {
      if (purged > 0) log.info({ purged }, "expired demo rounds purged");
    },
  });
}
