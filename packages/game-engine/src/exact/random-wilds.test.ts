import { describe, expect, it } from "vitest";
import type { Board } from "../core/board";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import { weightsOf, weightTable } from "../core/weights";
import { everyScreen } from "./every-screen";
import { exactWaysPayWithRandomWilds, waysPayWithAddedWilds } from "./random-wilds";
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
 */
function droppedPay(board: Board, left: number): number {
  if (left === 0) return evaluateWays(board, rules, null);
  const eligible = randomReels.flatMap((reel) =>
    [0, 1]
      .map((row) => reel * board.stride + row)
      .filter((cell) => {
        const symbol = board.symbols[cell];
        return symbol !== wild && symbol !== bonus;
      }),
  );
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
      let reached = 0;
      everyScreen(reels, (board, chance) => {
        const open = randomReels.flatMap((reel) =>
          [0, 1].filter((row) => ![wild, bonus].includes(board.symbols[reel * board.stride + row] as number)),
        ).length;
        // The engine would look for a free cell forever; the exact figure leaves such screens out.
        if (open < added) return;
        reached += chance;
        expected += chance * droppedPay(board, added);
      });
      expect(waysPayWithAddedWilds(reels, rules, randomReels, bonus, added)).toBeCloseTo(expected, 12);
      if (added === 0) expect(reached).toBeCloseTo(1, 12);
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
