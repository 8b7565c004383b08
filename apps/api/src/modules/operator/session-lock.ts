import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/**
 * The first of a sandbox session's two locks (decision 55): with `REDIS_URL` set, a spin takes a Redis
 * key for its session before it touches PostgreSQL, so a second spin of the session on any instance is
 * refused there, without a statement on the primary. The session's hold in PostgreSQL (decision 49)
 * stays the one that guarantees a round is played once: it commits with the round, while this key can
 * be lost with Redis. So a lock that cannot be reached lets the spin through to the hold, and a taken
 * key that outlives its spin (an instance killed mid-round) lapses with the same minute as the hold.
 */
export interface SessionLock {
  /** A token to release with, or null when another spin of the session holds the lock. */
  take(sessionId: string): Promise<string | null>;
  release(sessionId: string, token: string): Promise<void>;
}

export interface SessionLockLog {
  warn(details: object, message: string): void;
}

const keyOf = (sessionId: string) => `operator-session-lock:${sessionId}`;

/** Deletes the key only while it still holds this spin's token: a lapsed lock taken since is not ours. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

/** Without Redis every instance shares only PostgreSQL, whose hold is the lock: no token to tell apart. */
export const lockInPostgresqlOnly: SessionLock = {
  take: async () => "postgresql-hold",
  release: async () => {},
};

export function redisSessionLock(redis: Redis, holdMs: number, log: SessionLockLog): SessionLock {
  return {
    async take(sessionId) {
      const token = randomUUID();
      try {
        const taken = await redis.set(keyOf(sessionId), token, "PX", holdMs, "NX");
        return taken === "OK" ? token : null;
      } catch (error) {
        log.warn(
          { err: error, sessionId },
          "session lock not reachable in Redis: the PostgreSQL hold decides",
        );
        return token;
      }
    },
    async release(sessionId, token) {
      try {
        await redis.eval(RELEASE, 1, keyOf(sessionId), token);
      } catch (error) {
        log.warn({ err: error, sessionId }, "session lock not released in Redis: it lapses on its own");
      }
    },
  };
}
