import type { Redis } from "ioredis";
import type { DemoSessionRecord, DemoSessionStore } from "./demo-session-record";

const keyOf = (id: string) => `demo-session:${id}`;

/**
 * Compare-and-set on the version field: the session is rewritten only if no other request changed it
 * since it was read, and its expiry moves in the same step.
 */
const REPLACE = `
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'version', ARGV[2], 'session', ARGV[3])
redis.call('PEXPIREAT', KEYS[1], ARGV[4])
return 1
`;

/** Fields sessions stored before them lack, with what such a session plays. */
type Added = "rtpVersion" | "jurisdiction" | "stakedCents" | "wonCents" | "lastRoundAt" | "autoplay";

function parse(text: string): DemoSessionRecord {
  const stored = JSON.parse(text) as Omit<DemoSessionRecord, "createdAt" | "expiresAt" | Added> &
    Partial<Pick<DemoSessionRecord, Exclude<Added, "lastRoundAt">>> & {
      lastRoundAt?: string | null;
      createdAt: string;
      expiresAt: string;
    };
  return {
    ...stored,
    // Sessions stored before RTP versions play the stated one, before profiles the .com one.
    rtpVersion: stored.rtpVersion ?? null,
    jurisdiction: stored.jurisdiction ?? "com",
    stakedCents: stored.stakedCents ?? 0,
    wonCents: stored.wonCents ?? 0,
    lastRoundAt: stored.lastRoundAt ? new Date(stored.lastRoundAt) : null,
    autoplay: stored.autoplay ?? null,
    createdAt: new Date(stored.createdAt),
    expiresAt: new Date(stored.expiresAt),
  };
}

/**
 * Sessions in Redis: one hash per session (its version and the session as JSON) that Redis deletes at
 * the session's own expiry time.
 */
export function createRedisDemoSessionStore(redis: Redis): DemoSessionStore {
  return {
    async create(session) {
      const key = keyOf(session.id);
      const results = await redis
        .multi()
        .hset(key, "version", String(session.version), "session", JSON.stringify(session))
        .pexpireat(key, session.expiresAt.getTime())
        .exec();
      const failed = results?.find(([error]) => error)?.[0];
      if (!results || failed) throw failed ?? new Error("Redis refused to store the demo session");
    },

    async find(id, now) {
      const text = await redis.hget(keyOf(id), "session");
      if (!text) return null;
      const session = parse(text);
      return session.expiresAt > now ? session : null;
    },

    async replace(next) {
      const written = await redis.eval(
        REPLACE,
        1,
        keyOf(next.id),
        String(next.version - 1),
        String(next.version),
        JSON.stringify(next),
        String(next.expiresAt.getTime()),
      );
      return written === 1;
    },
  };
}
