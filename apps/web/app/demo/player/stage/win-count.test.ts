import { describe, expect, it } from "vitest";
import { countedAmount } from "./win-count";

describe("a tier banner's count-up", () => {
  it("counts from nothing to exactly the win in whole cents, never past it", () => {
    expect(countedAmount(0, 123.45)).toBe(0);
    expect(countedAmount(1, 123.45)).toBe(123.45);
    let last = 0;
    for (let step = 1; step < 50; step++) {
      const shown = countedAmount(step / 50, 123.45);
      expect(shown).toBeGreaterThanOrEqual(last);
      expect(shown).toBeLessThanOrEqual(123.45);
      expect(Math.round(shown * 100) / 100).toBe(shown);
      last = shown;
    }
    // Quick at first: half the win within the first quarter of the count.
    expect(countedAmount(0.25, 100)).toBeGreaterThan(50);
  });
});
