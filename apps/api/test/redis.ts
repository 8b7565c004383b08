import { Redis } from "ioredis";
import { workerMark } from "./checkout-mark";

let shared: Redis | null | undefined;

/**
 * The Redis server named by TEST_REDIS_URL (CI sets it when one answers), or null: tests of shared
 * counters run against it when present and on the in-process fallback otherwise. Each worker
 * prefixes its keys with its checkout's and its own mark, so parallel workers never collide.
 */
export function testRedis(): Redis | null {
  if (shared === undefined) {
    const url = process.env.TEST_REDIS_URL;
    shared = url ? new Redis(url, { keyPrefix: `test:${workerMark}:`, maxRetriesPerRequest: 2 }) : null;
  }
  return shared;
}
