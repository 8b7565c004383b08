/** Statuses worth one more try (site.md section 7). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** One retry for GET/HEAD/OPTIONS, none for POST/PUT/PATCH/DELETE, so nothing is sent twice. */
export function retriesFor(method: string): number {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) ? 1 : 0;
}

/** A failed attempt is retried when retries remain and it failed on the network or with a retry status. */
export function shouldRetry(status: number | null, attempt: number, method: string): boolean {
  if (attempt >= retriesFor(method)) return false;
  return status === null || RETRY_STATUSES.has(status);
}

/** Waits for the server's Retry-After when it is short, otherwise a brief fixed pause. */
export function retryDelayMs(retryAfter: string | null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0 && seconds <= 5) return seconds * 1000;
  return 300;
}
