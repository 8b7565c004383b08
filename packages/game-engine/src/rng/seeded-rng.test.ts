import { describe, expect, it } from "vitest";
import { cryptoRng } from "./crypto-rng";
import { roundRng, seededRng } from "./seeded-rng";
import { sequenceRng } from "./sequence-rng";

describe("seededRng", () => {
  it("replays the same stream for the same seed", () => {
    const first = seededRng(42);
    const second = seededRng(42);
    const a = Array.from({ length: 5 }, () => first.next());
    const b = Array.from({ length: 5 }, () => second.next());
    expect(a).toEqual(b);
  });

  it("gives unrelated streams for neighbouring seeds and accepts text seeds", () => {
    expect(seededRng(1).next()).not.toBe(seededRng(2).next());
    expect(seededRng("quest-of-ra").next()).toBe(seededRng("quest-of-ra").next());
  });

  it("stays in [0, 1) and int(n) in [0, n) with every value reached", () => {
    const rng = seededRng(7);
    const seen = new Set<number>();
    for (let index = 0; index < 10_000; index++) {
      const value = rng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      seen.add(rng.int(6));
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("has a mean close to one half", () => {
    const rng = seededRng(3);
    let total = 0;
    for (let index = 0; index < 100_000; index++) total += rng.next();
    expect(total / 100_000).toBeCloseTo(0.5, 2);
  });
});

describe("roundRng", () => {
  it("starts every round at the same draws whatever the rounds before it consumed", () => {
    const first = roundRng(7);
    const second = roundRng(7);
    first.startRound(0);
    first.next();
    second.startRound(0);
    for (let draw = 0; draw < 50; draw++) second.next();
    first.startRound(1);
    second.startRound(1);
    expect([first.next(), first.next()]).toEqual([second.next(), second.next()]);
  });

  it("gives each round and each seed its own stream", () => {
    const rng = roundRng(7);
    const starts = new Set<number>();
    for (let index = 0; index < 1000; index++) {
      rng.startRound(index);
      starts.add(rng.next());
    }
    expect(starts.size).toBe(1000);
    const other = roundRng(8);
    rng.startRound(3);
    other.startRound(3);
    expect(rng.next()).not.toBe(other.next());
  });
});

describe("sequenceRng", () => {
  it("replays its draws and refuses to run past the end", () => {
    const rng = sequenceRng([0.1, 0.75]);
    expect(rng.next()).toBe(0.1);
    expect(rng.int(4)).toBe(3);
    expect(rng.used()).toBe(2);
    expect(() => rng.next()).toThrow(/ran out/);
  });

  it("rejects draws outside [0, 1)", () => {
    expect(() => sequenceRng([1]).next()).toThrow(/outside/);
  });
});

describe("cryptoRng", () => {
  it("draws from Web Crypto within [0, 1) and [0, n)", () => {
    const rng = cryptoRng();
    for (let index = 0; index < 1000; index++) {
      const value = rng.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      expect(rng.int(3)).toBeLessThan(3);
    }
  });

  it("rejects the top of the range so int(n) is unbiased", () => {
    // 2^32 mod 3 = 1, so the word 4294967295 is rejected and the next one used.
    const rng = cryptoRng({
      getRandomValues: (array) => {
        array.fill(0);
        array.set([4294967295, 7]);
        return array;
      },
    });
    expect(rng.int(3)).toBe(1);
  });
});
