import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { testRedis } from "../../../../test/redis";
import { createMemoryThrottleStore } from "./memory-throttle-store";
import { PasswordCheckThrottle } from "./password-check-throttle";
import { createRedisThrottleStore } from "./redis-throttle-store";
import { Throttle } from "./throttle";
import type { ThrottleStore } from "./throttle-store";

const redis = testRedis();
const stores: [string, () => ThrottleStore][] = [["in-process", () => createMemoryThrottleStore()]];
if (redis) stores.push(["Redis", () => createRedisThrottleStore(redis)]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(stores)("%s throttle store", (_name, createStore) => {
  const key = () => `throttle-test:${randomUUID()}`;

  it("counts hits in a window that opens with the first one", async () => {
    const store = createStore();
    const subject = key();
    const first = await store.hit(subject, 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    const second = await store.hit(subject, 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeLessThanOrEqual(first.resetInMs);
  });

  it("starts again once the window has ended", async () => {
    const store = createStore();
    const subject = key();
    await store.hit(subject, 40);
    await store.hit(subject, 40);
    await sleep(80);
    expect((await store.hit(subject, 40)).count).toBe(1);
  });

  it("takes hits back without going below zero, and clears", async () => {
    const store = createStore();
    const subject = key();
    await store.hit(subject, 60_000);
    await store.hit(subject, 60_000);
    await store.decrement(subject);
    expect((await store.hit(subject, 60_000)).count).toBe(2);
    await store.clear(subject);
    await store.decrement(subject);
    expect((await store.hit(subject, 60_000)).count).toBe(1);
  });

  it("counts parallel hits exactly", async () => {
    const store = createStore();
    const subject = key();
    const counts = await Promise.all(Array.from({ length: 25 }, () => store.hit(subject, 60_000)));
    expect(counts.map((count) => count.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });
});

describe("Throttle", () => {
  const rule = { name: "test-rule", limit: 3, windowMs: 60_000 };
  const other = { name: "test-other", limit: 1, windowMs: 120_000 };
  let clock = 1_000_000;
  afterEach(() => {
    clock = 1_000_000;
  });
  const throttle = () => new Throttle(createMemoryThrottleStore(() => clock));

  it("allows the limit, then refuses with the seconds left in the window", async () => {
    const limiter = throttle();
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await limiter.consume([rule, "ana"])).toEqual({ allowed: true });
    clock += 15_000;
    expect(await limiter.consume([rule, "ana"])).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(await limiter.consume([rule, "bea"])).toEqual({ allowed: true });
    clock += 45_000;
    expect(await limiter.consume([rule, "ana"])).toEqual({ allowed: true });
  });

  it("refuses when any subject is over, waiting for the longest window", async () => {
    const limiter = throttle();
    await limiter.consume([rule, "ana"], [other, "10.0.0.1"]);
    expect(await limiter.consume([rule, "ana"], [other, "10.0.0.1"])).toEqual({
      allowed: false,
      retryAfterSeconds: 120,
    });
  });

  it("gives back refunded attempts and forgets cleared subjects", async () => {
    const limiter = throttle();
    for (let attempt = 0; attempt < 3; attempt++) await limiter.consume([rule, "ana"]);
    await limiter.refund(rule, "ana");
    expect(await limiter.consume([rule, "ana"])).toEqual({ allowed: true });
    expect((await limiter.consume([rule, "ana"])).allowed).toBe(false);
    await limiter.clear(rule, "ana");
    expect(await limiter.consume([rule, "ana"])).toEqual({ allowed: true });
  });
});

describe("PasswordCheckThrottle", () => {
  it("lets a botnet guess one account at most 771 times an hour, as the rules' comment says", async () => {
    let clock = 5_000_000;
    const checks = new PasswordCheckThrottle(new Throttle(createMemoryThrottleStore(() => clock)));
    let admitted = 0;
    // A fresh address every tenth of a second, each guess wrong, for one hour.
    for (let attempt = 0; attempt < 36_000; attempt++, clock += 100) {
      if ((await checks.admit("owner@operator.example", `192.0.2.${attempt}`)).allowed) admitted += 1;
    }
    expect(admitted).toBeGreaterThan(700);
    expect(admitted).toBeLessThanOrEqual(771);
  });

  it("never holds a clean address back longer than 5 seconds, however long the attack", async () => {
    let clock = 5_000_000;
    const checks = new PasswordCheckThrottle(new Throttle(createMemoryThrottleStore(() => clock)));
    for (let attempt = 0; attempt < 3_000; attempt++, clock += 100) {
      await checks.admit("owner@operator.example", `198.51.100.${attempt}`);
    }
    const refused = await checks.admit("owner@operator.example", "203.0.113.7");
    const wait = refused.allowed ? 0 : refused.retryAfterSeconds;
    expect(wait).toBeLessThanOrEqual(5);
    clock += wait * 1000;
    expect((await checks.admit("owner@operator.example", "203.0.113.7")).allowed).toBe(true);
  });

  it("does not let a few hammering addresses hold the account's slots against its owner", async () => {
    let clock = 5_000_000;
    const checks = new PasswordCheckThrottle(new Throttle(createMemoryThrottleStore(() => clock)));
    const attackers = ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4", "192.0.2.5"];
    const started = clock;
    let ownerNextTry = started + 2_000;
    let ownerIn: number | null = null;
    // The attackers send an attempt every 10 ms for a minute; the owner honours each Retry-After.
    for (let tick = 0; tick < 6_000 && ownerIn === null; tick++, clock += 10) {
      await checks.admit("owner@operator.example", attackers[tick % attackers.length] ?? "");
      if (clock < ownerNextTry) continue;
      const verdict = await checks.admit("owner@operator.example", "203.0.113.9");
      if (verdict.allowed) ownerIn = clock;
      else ownerNextTry = clock + verdict.retryAfterSeconds * 1000;
    }
    expect(ownerIn).not.toBeNull();
    expect((ownerIn ?? clock) - started).toBeLessThanOrEqual(7_000);
  });
});
