import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { testRedis } from "../../../test/redis";
import { lockInPostgresqlOnly, redisSessionLock } from "./session-lock";

const redis = testRedis();
const quiet = { warn: () => {} };
let sessions = 0;
const newSession = () => `lock-test-${process.pid}-${Date.now()}-${++sessions}`;

describe.skipIf(!redis)("the sandbox session's lock in Redis (decision 55)", () => {
  const lock = () => redisSessionLock(redis as Redis, 60_000, quiet);

  it("lets one spin of a session hold it at a time, on any instance, until that spin releases it", async () => {
    const session = newSession();
    // Two instances: two locks over the same Redis.
    const [first, second] = [lock(), lock()];
    const token = await first.take(session);
    expect(token).toEqual(expect.any(String));
    expect(await second.take(session)).toBeNull();
    expect(await first.take(session)).toBeNull();
    await first.release(session, token as string);
    const next = await second.take(session);
    expect(next).toEqual(expect.any(String));
    expect(next).not.toBe(token);
    // Another session is never held by this one.
    expect(await first.take(newSession())).toEqual(expect.any(String));
  });

  it("frees a lock only for the spin that holds it, and lets a lock whose spin died lapse", async () => {
    const session = newSession();
    const short = redisSessionLock(redis as Redis, 150, quiet);
    const lapsed = await short.take(session);
    expect(lapsed).toEqual(expect.any(String));
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Taken again after the lapse: the first spin's late release must not free the second's lock.
    const other = lock();
    const current = await other.take(session);
    expect(current).toEqual(expect.any(String));
    await short.release(session, lapsed as string);
    expect(await other.take(session)).toBeNull();
    await other.release(session, current as string);
    expect(await other.take(session)).toEqual(expect.any(String));
  });
});

describe("when Redis cannot answer or is not set", () => {
  const unreachable = new Redis("redis://127.0.0.1:1", {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  afterAll(() => unreachable.disconnect());

  it("lets the spin through to the PostgreSQL hold, and says so in the log", async () => {
    const warnings: string[] = [];
    const lock = redisSessionLock(unreachable, 60_000, {
      warn: (_details, message) => warnings.push(message),
    });
    const session = newSession();
    const token = await lock.take(session);
    expect(token).toEqual(expect.any(String));
    // Unreachable, a second take cannot tell either: the hold in PostgreSQL refuses the second spin.
    expect(await lock.take(session)).toEqual(expect.any(String));
    await lock.release(session, token as string);
    expect(warnings).toEqual([
      "session lock not reachable in Redis: the PostgreSQL hold decides",
      "session lock not reachable in Redis: the PostgreSQL hold decides",
      "session lock not released in Redis: it lapses on its own",
    ]);
  });

  it("without Redis always lets the spin through to the hold", async () => {
    const session = newSession();
    expect(await lockInPostgresqlOnly.take(session)).toEqual(expect.any(String));
    expect(await lockInPostgresqlOnly.take(session)).toEqual(expect.any(String));
  });
});
