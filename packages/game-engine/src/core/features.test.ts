import { describe, expect, it } from "vitest";
import { sequenceRng } from "../rng/sequence-rng";
import { canGamble, gamble } from "./gamble";
import { barMultiplier, fillBar, type ProgressBar } from "./progress-bar";
import { Round } from "./round";
import { spinWheel, wheel } from "./wheel";
import { winTier } from "./win-tiers";

describe("progress bar", () => {
  const bar: ProgressBar = {
    cells: 12,
    milestones: [
      { at: 4, spins: 10, multiplier: 2 },
      { at: 8, spins: 10, multiplier: 3 },
      { at: 12, spins: 10, multiplier: 10 },
    ],
  };

  it("reaches each milestone once and never fills past the end", () => {
    expect(fillBar(bar, 3, 1)).toEqual({ filled: 4, reached: [bar.milestones[0]] });
    expect(fillBar(bar, 4, 1).reached).toEqual([]);
    expect(fillBar(bar, 7, 6)).toEqual({ filled: 12, reached: [bar.milestones[1], bar.milestones[2]] });
  });

  it("applies x1 before the first milestone, then x2, x3 and x10", () => {
    expect([0, 4, 9, 12].map((filled) => barMultiplier(bar, filled))).toEqual([1, 2, 3, 10]);
  });
});

describe("fortune wheel", () => {
  it("stops on a segment by its weight and reports its index", () => {
    const spinsRing = wheel("spins", [
      [10, 1],
      [30, 3],
    ] as const);
    expect(spinWheel(spinsRing, sequenceRng([0.2]))).toEqual({ index: 0, segment: 10 });
    expect(spinWheel(spinsRing, sequenceRng([0.5]))).toEqual({ index: 1, segment: 30 });
  });
});

describe("gamble", () => {
  // int(4) picks the suit: 0 hearts, 1 diamonds (red), 2 clubs, 3 spades (black).
  it("doubles the win on a correct colour", () => {
    const result = gamble({ stake: 5, guess: "red", move: 1, maxPay: 1000, rng: sequenceRng([0.3]) });
    expect(result).toMatchObject({
      correct: true,
      win: 10,
      card: { suit: "diamonds", colour: "red" },
      canContinue: true,
    });
  });

  it("loses the win on a wrong colour", () => {
    const result = gamble({ stake: 5, guess: "red", move: 1, maxPay: 1000, rng: sequenceRng([0.8]) });
    expect(result).toMatchObject({ correct: false, win: 0, canContinue: false });
  });

  it("allows up to 2 moves", () => {
    const second = gamble({ stake: 10, guess: "black", move: 2, maxPay: 1000, rng: sequenceRng([0.6]) });
    expect(second).toMatchObject({ correct: true, win: 20, canContinue: false });
    expect(() =>
      gamble({ stake: 20, guess: "black", move: 3, maxPay: 1000, rng: sequenceRng([0.6]) }),
    ).toThrow();
  });

  it("is not offered when doubling would pass the max win", () => {
    expect(canGamble(600, 1, 1000)).toBe(false);
    expect(canGamble(500, 1, 1000)).toBe(true);
  });

  it("leaves the expected win unchanged: half the cards are red", () => {
    let total = 0;
    for (const draw of [0.1, 0.3, 0.6, 0.8])
      total += gamble({ stake: 1, guess: "red", move: 1, maxPay: 10, rng: sequenceRng([draw]) }).win;
    expect(total / 4).toBe(1);
  });
});

describe("win tiers", () => {
  it("uses 20x, 40x and 60x unless the game states 10x, 25x and 50x", () => {
    expect([19.9, 20, 40, 60].map((multiple) => winTier(multiple, [20, 40, 60]))).toEqual([
      null,
      "big",
      "super",
      "mega",
    ]);
    expect([9, 10, 25, 50].map((multiple) => winTier(multiple, [10, 25, 50]))).toEqual([
      null,
      "big",
      "super",
      "mega",
    ]);
  });
});

describe("round", () => {
  it("cuts the win at the max win and marks the round as capped", () => {
    const round = new Round(sequenceRng([]), 500, true);
    expect(round.award(300, "base-lines")).toBe(300);
    expect(round.award(300, "base-lines")).toBe(200);
    expect(round.award(10, "base-lines")).toBe(0);
    expect(round).toMatchObject({ win: 500, capped: true });
    expect(round.events).toEqual([{ type: "max-win", pay: 500 }]);
  });

  it("keeps the pays by source, as paid after the cap, only when asked", () => {
    const untracked = new Round(sequenceRng([]), 500, false);
    untracked.award(100, "base-lines");
    expect(untracked.sourcePays).toBeNull();
    const round = new Round(sequenceRng([]), 500, false);
    round.sourcePays = new Map();
    round.award(300, "base-lines");
    round.award(150, "free-spins");
    round.award(100, "jackpots");
    round.award(80, "jackpots");
    expect(Object.fromEntries(round.sourcePays)).toEqual({
      "base-lines": 300,
      "free-spins": 150,
      jackpots: 50,
    });
    round.reset();
    expect(round.sourcePays.size).toBe(0);
  });
});
