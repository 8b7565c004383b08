export interface TtlCacheOptions {
  /** How long an answer is reused. */
  ttlMs: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Answers kept for a short time, keyed by request. The promise itself is stored, so visitors who
 * arrive while a call is in flight share it instead of starting their own; a failed call is forgotten
 * at once so the next visitor tries again.
 */
export function createTtlCache<T>({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();

  return function cached(key: string, load: () => Promise<T>): Promise<T> {
    const time = now();
    const hit = entries.get(key);
    if (hit && hit.expires > time) return hit.value;
    entries.delete(key);
    const value = load();
    entries.set(key, { expires: time + ttlMs, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    return value;
  };
}
