import pLimit from "p-limit";

/** At most this many route preloads run at once (site.md section 9). */
export const MAX_CONCURRENT_PRELOADS = 5;

/**
 * Runs each key's preload once, never more than MAX_CONCURRENT_PRELOADS at a time; a failed
 * preload is forgotten so a later intent can try again.
 */
export function createPreloadQueue(concurrency = MAX_CONCURRENT_PRELOADS) {
  const limit = pLimit(concurrency);
  const started = new Map<string, Promise<void>>();
  return {
    enqueue(key: string, preload: () => Promise<unknown>): Promise<void> {
      const existing = started.get(key);
      if (existing) return existing;
      const task = limit(async () => {
        await preload();
      }).catch(() => {
        started.delete(key);
      });
      started.set(key, task);
      return task;
    },
    get active() {
      return limit.activeCount;
    },
    get pending() {
      return limit.pendingCount;
    },
  };
}
