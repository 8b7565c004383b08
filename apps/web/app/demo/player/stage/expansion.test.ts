import { describe, expect, it } from "vitest";
import { expandingExtent, rowRevealed } from "./expansion";

describe("an expanding wild's spread", () => {
  it("starts on the middle row and ends covering the whole reel", () => {
    expect([0, 1, 2].map((row) => rowRevealed(row, 3, 0))).toEqual([false, true, false]);
    expect([0, 1, 2].map((row) => rowRevealed(row, 3, 1))).toEqual([true, true, true]);
    expect(expandingExtent(0, 3)).toBeCloseTo(0.5);
    expect(expandingExtent(1, 3)).toBeCloseTo(1.5);
  });

  it("reaches the reel's ends before it finishes, overshooting a little as a wing spreads", () => {
    const reached = [0, 0.25, 0.5, 0.75].find((t) => rowRevealed(0, 3, t));
    expect(reached).toBeDefined();
    expect(expandingExtent(0.8, 3)).toBeGreaterThan(1.5);
  });
});
