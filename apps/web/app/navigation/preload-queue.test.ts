import { describe, expect, it } from "vitest";
import { prefersLightNetwork } from "./connection";
import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from "./preload-queue";

describe("route preloading", () => {
  it("runs at most five preloads at once and each key once", async () => {
    const queue = createPreloadQueue();
    let running = 0;
    let peak = 0;
    let calls = 0;
    const releases: (() => void)[] = [];
    const preload = () => {
      calls++;
      running++;
      peak = Math.max(peak, running);
      return new Promise<void>((resolve) =>
        releases.push(() => {
          running--;
          resolve();
        }),
      );
    };
    const tasks = Array.from({ length: 12 }, (_, i) => queue.enqueue(`/page-${i}`, preload));
    queue.enqueue("/page-0", preload);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.active).toBe(MAX_CONCURRENT_PRELOADS);
    while (releases.length || queue.active || queue.pending) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(tasks);
    expect(peak).toBe(5);
    expect(calls).toBe(12);
  });

  it("forgets a failed preload so it can be tried again", async () => {
    const queue = createPreloadQueue();
    await queue.enqueue("/x", () => Promise.reject(new Error("offline")));
    let ran = false;
    await queue.enqueue("/x", async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });

  it("skips prefetching on save-data and slow-2g connections", () => {
    expect(prefersLightNetwork({ saveData: true, effectiveType: "4g" })).toBe(true);
    expect(prefersLightNetwork({ effectiveType: "slow-2g" })).toBe(true);
    expect(prefersLightNetwork({ effectiveType: "3g" })).toBe(false);
    expect(prefersLightNetwork(undefined)).toBe(false);
  });
});
