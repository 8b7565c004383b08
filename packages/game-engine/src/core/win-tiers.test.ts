import { describe, expect, it } from "vitest";
import { winTier } from "./win-tiers";

describe("the Big, Super and Mega Win tier of a win", () => {
  // catalogue.md section 9: 20/40/60x for most games, 10/25/50x for Leprechaun, Hacker Crash and Cash Multipliers.
  for (const tiers of [
    [20, 40, 60],
    [10, 25, 50],
  ] as const) {
    it(`starts each tier at its multiple of the bet (${tiers.join("/")}x), not a cent below`, () => {
      const [big, superWin, mega] = tiers;
      expect(winTier(0, tiers)).toBeNull();
      expect(winTier(big - 0.01, tiers)).toBeNull();
      expect(winTier(big, tiers)).toBe("big");
      expect(winTier(superWin - 0.01, tiers)).toBe("big");
      expect(winTier(superWin, tiers)).toBe("super");
      expect(winTier(mega - 0.01, tiers)).toBe("super");
      expect(winTier(mega, tiers)).toBe("mega");
      expect(winTier(5000, tiers)).toBe("mega");
    });
  }
});
