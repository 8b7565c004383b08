import type { ThrottleCount, ThrottleStore } from "./throttle-store";

/** How many hits between sweeps of ended windows, so memory stays bounded by the active keys. */
const SWEEP_EVERY = 1_000;

/** Counters in this process only: right for one API instance, and for tests. */
export function createMemoryThrottleStore(clock: () => number = Date.now): ThrottleStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hitsSinceSweep = 0;

  function current(key: string, now: number) {
    const window = windows.get(key);
    if (window && window.endsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function sweep(now: number) {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  return {
    async hit(key, windowMs): Promise<ThrottleCount> {
      const now = clock();
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        sweep(now);
      }
      const window = current(key, now) ?? { count: 0, endsAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.endsAt - now };
    },

    async decrement(key) {
      const window = current(key, clock());
      if (window && window.count > 0) window.count -= 1;
    },

    async clear(key) {
      windows.delete(key);
    },
  };
}
