import { describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("reuses an answer until it expires, then loads again", async () => {
    let time = 0;
    const cached = createTtlCache<number>({ ttlMs: 20_000, maxEntries: 10, now: () => time });
    const load = vi.fn(async () => time);
    expect(await cached("/news", load)).toBe(0);
    time = 19_999;
    expect(await cached("/news", load)).toBe(0);
    time = 20_000;
    expect(await cached("/news", load)).toBe(20_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares a call in flight and keeps keys apart", async () => {
    const cached = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => "answer");
    const [a, b] = await Promise.all([cached("a", load), cached("a", load)]);
    expect([a, b]).toEqual(["answer", "answer"]);
    await cached("b", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failure so the next caller tries again", async () => {
    const cached = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cached("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await expect(cached("a", async () => "back")).resolves.toBe("back");
  });

  it("drops the oldest entries beyond its size", async () => {
    const cached = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 });
    const load = vi.fn(async () => "x");
    await cached("a", load);
    await cached("b", load);
    await cached("c", load);
    await cached("a", load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
