/** The first retry waits 30 s, each next one twice as long, never more than an hour. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * After this many attempts (about 13 hours of retrying) a mail is marked `failed` and waits for a
 * person: the back office's Messages page and `npm run mail:outbox` list it and can queue it again.
 * `MAIL_MAX_ATTEMPTS` sets another number.
 */
export const MAX_MAIL_ATTEMPTS = 20;

/** How long a worker may hold a mail it claimed; a crashed worker's mail is picked up after this. */
export const MAIL_LEASE_MS = 2 * 60_000;

/** The wait before the next attempt, given how many attempts have failed so far (1 or more). */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 20));
}
