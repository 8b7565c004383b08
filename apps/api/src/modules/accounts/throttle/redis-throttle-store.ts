import type { Redis } from "ioredis";
import type { ThrottleCount, ThrottleStore } from "./throttle-store";

/**
 * INCR and PEXPIRE in one script, so the counter and its window are set together even when several
 * API instances hit the same key at once, and a counter can never be left without an expiry.
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

function toCount(reply: unknown): ThrottleCount {
  const [count, resetInMs] = reply as [number, number];
  return { count: Number(count), resetInMs: Number(resetInMs) };
}

/** Counters shared by every API instance that uses the same Redis. */
export function createRedisThrottleStore(redis: Redis): ThrottleStore {
  return {
    async hit(key, windowMs) {
      return toCount(await redis.eval(HIT, 1, key, String(windowMs)));
    },
    async decrement(key) {
      await redis.eval(DECREMENT, 1, key);
    },
    async clear(key) {
      await redis.del(key);
    },
  };
}
