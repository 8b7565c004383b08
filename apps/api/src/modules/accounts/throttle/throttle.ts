import { createHash } from "node:crypto";
import type { ThrottleStore } from "./throttle-store";

export interface ThrottleRule {
  /** Part of the counter's key: one counter per rule and subject. */
  name: string;
  limit: number;
  windowMs: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts attempts per rule and subject (a client address or an email address) and refuses those
 * over the limit. Every attempt is counted before it runs, so a burst of parallel requests cannot
 * slip past the limit; an attempt that turns out legitimate is given back with `refund` or `clear`.
 * Subjects are hashed into the key, so the counters hold neither email nor client addresses.
 */
export class Throttle {
  constructor(private readonly store: ThrottleStore) {}

  /** Counts one attempt against each subject; refused when any of them is now over its limit. */
  async consume(...attempts: [ThrottleRule, string][]): Promise<ThrottleVerdict> {
    const counts = await Promise.all(
      attempts.map(([rule, subject]) => this.store.hit(key(rule, subject), rule.windowMs)),
    );
    const waits = counts
      .filter((count, index) => count.count > (attempts[index]?.[0].limit ?? 0))
      .map((count) => Math.max(1, Math.ceil(count.resetInMs / 1000)));
    return waits.length ? { allowed: false, retryAfterSeconds: Math.max(...waits) } : { allowed: true };
  }

  /** Gives back one counted attempt, for a subject whose attempt succeeded. */
  async refund(rule: ThrottleRule, subject: string): Promise<void> {
    await this.store.decrement(key(rule, subject));
  }

  /** Starts a subject's count again, as after a successful login for its account. */
  async clear(rule: ThrottleRule, subject: string): Promise<void> {
    await this.store.clear(key(rule, subject));
  }
}

function key(rule: ThrottleRule, subject: string): string {
  const digest = createHash("sha256").update(subject).digest("base64url").slice(0, 32);
  return `throttle:${rule.name}:${digest}`;
}
