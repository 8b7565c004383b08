import { describe, expect, it } from "vitest";
import type { Board } from "../core/board";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import { meanOf, weightsOf, weightTable } from "../core/weights";
import { everyScreen } from "./every-screen";
import { waysPayWithRainingWilds } from "./raining-wilds";

// Symbols: 0 and 1 pay (1 is not replaced by the wild), 2 is the wild, 3 a scatter no wild lands on.
const [a, b, wild, scatter] = [0, 1, 2, 3];
const rules: WaysRules = {
  ...substitution(4, wild, [a]),
  pays: payTable(4, 3, [
    { symbol: a, pays: { 2: 1, 3: 5 } },
    { symbol: b, pays: { 2: 2, 3: 4 } },
  ]),
  names: ["a", "b", "wild", "scatter"],
  paying: [a, b],
  wildMultipliers: true,
};
const reels: ReelSet = [0, 1, 2].map((reel) => ({
  symbols: weightTable([
    [a, 3 + reel],
    [b, 2],
    [scatter, 1.5],
  ] as const),
  height: weightTable([
    [2, 3],
    [3, 1],
  ] as const),
  once: [scatter],
}));
const count = weightsOf({ 1: 5, 2: 3, 3: 1, 4: 1 });
const multipliers = weightsOf({ 2: 9, 3: 1 });

/**
 * The drop, every way it can go: for each count, each choice of reels alike, on each reel each cell
 * without the scatter alike, each wild's multiplier by its weight; the pay averaged over all of them.
 */
function rainedPay(board: Board, reelsLeft: readonly number[]): number {
  const [reel, ...rest] = reelsLeft;
  if (reel === undefined) return evaluateWays(board, rules, null);
  const open: number[] = [];
  for (let row = 0; row < (board.heights[reel] as number); row++)
    if (board.symbols[reel * board.stride + row] !== scatter) open.push(reel * board.stride + row);
  let total = 0;
  for (const cell of open) {
    const was = board.symbols[cell] as number;
    board.symbols[cell] = wild;
    multipliers.items.forEach((multiplier, at) => {
      board.values[cell] = multiplier;
      total +=
        (rainedPay(board, rest) * (multipliers.weights[at] as number)) / multipliers.total / open.length;
    });
    board.symbols[cell] = was;
    board.values[cell] = 0;
  }
  return total;
}

function subsets(size: number, from: readonly number[]): number[][] {
  if (size === 0) return [[]];
  const [first, ...rest] = from;
  if (first === undefined) return [];
  return [...subsets(size - 1, rest).map((subset) => [first, ...subset]), ...subsets(size, rest)];
}

describe("raining wilds", () => {
  // Every screen times every choice of reels, cell and multiplier: under a second alone, 4.5 s on two
  // cores shared six ways (issue 31).
  it("pay as the sum over every screen, every choice of reels and every cell and multiplier", {
    timeout: 30_000,
  }, () => {
    let expected = 0;
    everyScreen(reels, (board, chance) => {
      count.items.forEach((wilds, at) => {
        const choices = subsets(Math.min(wilds, reels.length), [0, 1, 2]);
        const share = (count.weights[at] as number) / count.total;
        for (const choice of choices)
          expected += (chance * share * rainedPay(board, choice)) / choices.length;
      });
    });
    const exact = waysPayWithRainingWilds(reels, rules, {
      count,
      multiplier: meanOf(multipliers),
      blocked: scatter,
    });
    expect(expected).toBeGreaterThan(0);
    expect(Math.abs(exact - expected) / expected).toBeLessThan(1e-12);
  });

  it("refuse reels that show wilds of their own, whose cells a raining wild could take", () => {
    const withWilds = reels.map((reel) => ({
      ...reel,
      symbols: weightTable([
        ...reel.symbols.items.map((symbol, at) => [symbol, reel.symbols.weights[at] as number] as const),
        [wild, 1],
      ]),
    }));
    expect(() =>
      waysPayWithRainingWilds(withWilds, rules, { count, multiplier: 2, blocked: scatter }),
    ).toThrow(/wilds of their own/);
  });
});
