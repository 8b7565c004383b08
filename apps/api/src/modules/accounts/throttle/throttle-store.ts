export interface ThrottleCount {
  /** Events counted in the current window (0 when none). */
  count: number;
  /** Milliseconds until the window ends and the count starts again (0 when none). */
  resetInMs: number;
}

/**
 * Fixed-window counters: the window opens with the first event and the count resets when it ends.
 * The Redis store shares counters between API instances; the in-process one serves a single instance.
 */
export interface ThrottleStore {
  hit(key: string, windowMs: number): Promise<ThrottleCount>;
  /** Takes one event back, within the same window; never below zero. */
  decrement(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}
