import { gameRecords } from "@quillspin/content";
import { describe, expect, it } from "vitest";
import { betLadderCents, defaultBetCents } from "./bet-ladder";

describe("the demo bet ladder", () => {
  it("offers the usual steps inside the stated range plus its two ends", () => {
    expect(betLadderCents(0.1, 100)).toEqual([10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000]);
    expect(betLadderCents(0.25, 125)).toEqual([25, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 12500]);
    expect(betLadderCents(0.3, 400)).toEqual([30, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 40000]);
    expect(betLadderCents(2, 2)).toEqual([200]);
  });

  it("starts at the step closest to 1.00, the lower one on a tie", () => {
    expect(defaultBetCents(betLadderCents(0.1, 100))).toBe(100);
    expect(defaultBetCents(betLadderCents(2, 50))).toBe(200);
    expect(defaultBetCents([50, 150])).toBe(50);
    expect(defaultBetCents(betLadderCents(0.01, 0.5))).toBe(50);
  });

  it("gives every catalogue game a ladder within its range that starts the demo at 1.00", () => {
    for (const { slug, facts } of gameRecords) {
      const ladder = betLadderCents(facts.min_bet, facts.max_bet);
      expect(ladder.at(0), slug).toBe(Math.round(facts.min_bet * 100));
      expect(ladder.at(-1), slug).toBe(Math.round(facts.max_bet * 100));
      expect(defaultBetCents(ladder), slug).toBe(100);
    }
  });
});
