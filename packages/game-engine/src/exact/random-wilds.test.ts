import { describe, expect, it } from "vitest";
import type { Board } from "../core/board";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import { weightsOf, weightTable } from "../core/weights";
import { everyScreen } from "./every-screen";
import { exactWaysHitChanceWithRandomWilds, waysHitChanceWithAddedWilds } from "./random-wild-hits";
import { exactWaysPayWithRandomWilds, waysPayWithAddedWilds } from "./random-wilds";
import { waysHitChance } from "./screen-hits";
import { exactWaysPay } from "./screen-pays";

// Symbols: 0 and 1 pay (1 is not replaced by the wild), 2 is the wild, 3 a bonus the wilds never cover.
const [a, b, wild, bonus] = [0, 1, 2, 3];
const rules: WaysRules = {
  ...substitution(4, wild, [a]),
  pays: payTable(4, 3, [
    { symbol: a, pays: { 2: 1, 3: 5 } },
    { symbol: b, pays: { 2: 2, 3: 4 } },
  ]),
  names: ["a", "b", "wild", "bonus"],
  paying: [a, b],
};
const reels: ReelSet = [0, 1, 2].map((reel) => ({
  symbols: weightTable([[a, 3], [b, 2], ...(reel > 0 ? [[wild, 1] as const] : []), [bonus, 2]] as const),
  height: 2,
  once: [bonus],
}));
const randomReels = [1, 2];

/**
 * The engine's drop, exactly: each wild lands on a uniform cell of the random reels, dropped again on a
 * wild or the bonus, so it lands on each eligible cell alike; the pay averaged over every way to drop.
 * Once no eligible cell is left the rest are not dropped (the game fills every free cell).
 */
function droppedPay(board: Board, left: number): number {
  const eligible = randomReels.flatMap((reel) =>
    [0, 1]
      .map((row) => reel * board.stride + row)
      .filter((cell) => {
        const symbol = board.symbols[cell];
        return symbol !== wild && symbol !== bonus;
      }),
  );
  if (left === 0 || eligible.length === 0) return evaluateWays(board, rules, null);
  let total = 0;
  for (const cell of eligible) {
    const was = board.symbols[cell] as number;
    board.symbols[cell] = wild;
    total += droppedPay(board, left - 1) / eligible.length;
    board.symbols[cell] = was;
  }
  return total;
}

describe("random wilds", () => {
  it("pay as the sum over every screen and every way the wilds can drop on it", () => {
    for (const added of [0, 1, 2, 3]) {
      let expected = 0;
      everyScreen(reels, (board, chance) => {
        expected += chance * droppedPay(board, added);
      });
      expect(waysPayWithAddedWilds(reels, rules, randomReels, bonus, added)).toBeCloseTo(expected, 12);
    }
  });

  it("mix the plain screen and the screen with wilds by the share of spins that get them", () => {
    const count = weightsOf({ 1: 3, 2: 1 });
    const mixed = exactWaysPayWithRandomWilds(reels, rules, {
      chance: 0.25,
      count,
      reels: randomReels,
      blocked: bonus,
    });
    const withWilds =
      0.75 * waysPayWithAddedWilds(reels, rules, randomReels, bonus, 1) +
      0.25 * waysPayWithAddedWilds(reels, rules, randomReels, bonus, 2);
    expect(mixed).toBeCloseTo(0.75 * exactWaysPay(reels, rules) + 0.25 * withWilds, 12);
    expect(waysPayWithAddedWilds(reels, rules, randomReels, bonus, 0)).toBeCloseTo(
      exactWaysPay(reels, rules),
      12,
    );
  });
});

// For the hits, c pays only three of a kind (a run of two ends unpaid) and the wild may show on reel 1,
// so a screen of wilds pays too; b is still not replaced and the bonus still never covered.
const c = 4;
const hitRules: WaysRules = {
  ...substitution(5, wild, [a, c]),
  pays: payTable(5, 3, [
    { symbol: a, pays: { 2: 1, 3: 5 } },
    { symbol: b, pays: { 2: 2, 3: 4 } },
    { symbol: c, pays: { 3: 3 } },
  ]),
  names: ["a", "b", "wild", "bonus", "c"],
  paying: [a, b, c],
};
const wildEverywhere: ReelSet = [0, 1, 2].map(() => ({
  symbols: weightTable([
    [a, 3],
    [b, 2],
    [c, 2],
    [wild, 1],
    [bonus, 2],
  ] as const),
  height: 2,
  once: [bonus],
}));

/**
 * The engine's drop, exactly, as the share of drops after which the screen pays: a wild on a uniform
 * free cell while wilds are left and a free cell is (the game fills every free cell when too few are).
 */
function droppedHit(board: Board, rules: WaysRules, random: readonly number[], left: number): number {
  const free = random.flatMap((reel) =>
    Array.from({ length: board.heights[reel] as number }, (_cell, row) => reel * board.stride + row).filter(
      (cell) => ![wild, bonus].includes(board.symbols[cell] as number),
    ),
  );
  if (left === 0 || free.length === 0) return evaluateWays(board, rules, null) > 0 ? 1 : 0;
  let share = 0;
  for (const cell of free) {
    const was = board.symbols[cell] as number;
    board.symbols[cell] = wild;
    share += droppedHit(board, rules, random, left - 1) / free.length;
    board.symbols[cell] = was;
  }
  return share;
}

describe("random wild hits", () => {
  const cases = [
    { name: "no wild on reel 1, wilds dropped on reels 2 and 3", reels, rules, random: randomReels },
    {
      name: "wilds on every reel, dropped on reels 2 and 3",
      reels: wildEverywhere,
      rules: hitRules,
      random: randomReels,
    },
    {
      name: "wilds on every reel and dropped on every reel",
      reels: wildEverywhere,
      rules: hitRules,
      random: [0, 1, 2],
    },
  ];
  // The brute force walks every screen and every drop: 10-13 s on the loaded 2-core machine (CPU-bound).
  for (const { name, reels, rules, random } of cases) {
    it(`${name}: the share of every screen and every drop that pays`, { timeout: 45_000 }, () => {
      for (const added of [0, 1, 2, 3, 4]) {
        let expected = 0;
        everyScreen(reels, (board, chance) => {
          expected += chance * droppedHit(board, rules, random, added);
        });
        expect(waysHitChanceWithAddedWilds(reels, rules, random, bonus, added), `${added} wilds`).toBeCloseTo(
          expected,
          12,
        );
      }
    });
  }

  it("mix the plain screen's hit chance and the screen's with wilds", () => {
    const count = weightsOf({ 1: 3, 2: 1 });
    const mixed = exactWaysHitChanceWithRandomWilds(wildEverywhere, hitRules, {
      chance: 0.25,
      count,
      reels: randomReels,
      blocked: bonus,
    });
    const withWilds =
      0.75 * waysHitChanceWithAddedWilds(wildEverywhere, hitRules, randomReels, bonus, 1) +
      0.25 * waysHitChanceWithAddedWilds(wildEverywhere, hitRules, randomReels, bonus, 2);
    expect(mixed).toBeCloseTo(0.75 * waysHitChance(wildEverywhere, hitRules) + 0.25 * withWilds, 12);
    expect(waysHitChanceWithAddedWilds(wildEverywhere, hitRules, randomReels, bonus, 0)).toBeCloseTo(
      waysHitChance(wildEverywhere, hitRules),
      12,
    );
  });
});
