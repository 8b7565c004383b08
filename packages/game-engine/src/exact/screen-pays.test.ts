import { describe, expect, it } from "vitest";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import { weightsOf, weightTable } from "../core/weights";
import { everyScreen } from "./every-screen";
import { exactLinePay, exactScatterPay, exactWaysPay } from "./screen-pays";

// Symbols: 0 and 1 pay, 2 is the wild, 3 a scatter that shows at most once per reel.
const [a, b, wild, scatter] = [0, 1, 2, 3];
const pays = payTable(4, 3, [
  { symbol: a, pays: { 2: 1, 3: 5 } },
  { symbol: b, pays: { 3: 2 } },
]);
const symbols = weightTable([
  [a, 3],
  [b, 4],
  [wild, 1],
  [scatter, 2],
] as const);

const fixed: ReelSet = [0, 1, 2].map(() => ({ symbols, height: 2, once: [scatter] }));
const flexi: ReelSet = [0, 1, 2].map(() => ({
  symbols,
  height: weightsOf({ 1: 1, 2: 2, 3: 1 }),
  once: [scatter],
}));

describe("exact screen pays", () => {
  it("pays lines as the sum over every screen, weighed by its probability", () => {
    const rules: LineRules = {
      ...substitution(4, wild, [a, b]),
      lines: [
        [0, 0, 0],
        [1, 1, 1],
        [0, 1, 0],
      ],
      pays,
      names: ["a", "b", "wild", "scatter"],
    };
    let expected = 0;
    everyScreen(fixed, (board, chance) => {
      expected += chance * evaluateLines(board, rules, null);
    });
    expect(exactLinePay(fixed, rules)).toBeCloseTo(expected, 12);
  });

  it("pays ways, FlexiWays heights and the screen of wilds included, as the sum over every screen", () => {
    const rules: WaysRules = {
      ...substitution(4, wild, [a, b]),
      pays,
      names: ["a", "b", "wild", "scatter"],
      paying: [a, b],
    };
    for (const reels of [fixed, flexi]) {
      let expected = 0;
      everyScreen(reels, (board, chance) => {
        expected += chance * evaluateWays(board, rules, null);
      });
      expect(exactWaysPay(reels, rules)).toBeCloseTo(expected, 12);
    }
  });

  it("pays scatters by their count over the screen, once per reel", () => {
    const scatterPays = { 2: 1, 3: 10 };
    let expected = 0;
    everyScreen(flexi, (board, chance) => {
      const count = board.symbols.filter((symbol) => symbol === scatter).length;
      expected += chance * ((scatterPays as Record<number, number>)[count] ?? 0);
    });
    expect(exactScatterPay(flexi, scatter, scatterPays)).toBeCloseTo(expected, 12);
  });
});
