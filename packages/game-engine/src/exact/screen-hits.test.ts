import { describe, expect, it } from "vitest";
import { cloneBoard, countOnBoard } from "../core/board";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import { substitution } from "../core/substitution";
import { evaluateWays, type WaysRules } from "../core/ways";
import { weightsOf, weightTable } from "../core/weights";
import { stackWays } from "../games/shared/stacks";
import { everyScreen } from "./every-screen";
import { lineHitChance } from "./line-hits";
import { waysHitChance } from "./screen-hits";

// Symbols: 0 and 1 pay (0 from two of a kind), 2 is the wild, 3 a scatter shown at most once per reel,
// 4 pays but no wild replaces it, 5 a blank.
const [a, b, wild, scatter, lone, blank] = [0, 1, 2, 3, 4, 5];
const names = ["a", "b", "wild", "scatter", "lone", "blank"];
const pays = payTable(6, 3, [
  { symbol: a, pays: { 2: 1, 3: 5 } },
  { symbol: b, pays: { 3: 2 } },
  { symbol: lone, pays: { 3: 4 } },
]);
const symbols = weightTable([
  [a, 3],
  [b, 4],
  [wild, 1],
  [scatter, 2],
  [lone, 2],
  [blank, 3],
] as const);
const fixed: ReelSet = [0, 1, 2].map(() => ({ symbols, height: 2, once: [scatter] }));
const flexi: ReelSet = [0, 1, 2].map(() => ({
  symbols,
  height: weightsOf({ 1: 1, 2: 2, 3: 1 }),
  once: [scatter],
}));
const replaced = substitution(6, wild, [a, b]);

/** The brute-force share of screens on which `pays` pays anything. */
function paidShare(
  reels: ReelSet,
  pays: (board: Parameters<Parameters<typeof everyScreen>[1]>[0]) => number,
) {
  let share = 0;
  everyScreen(reels, (board, chance) => {
    if (pays(board) > 0) share += chance;
  });
  return share;
}

describe("exact screen hits", () => {
  it("a hand-computable reel set: 2 reels of one row, 1 in 2 a, 1 in 4 wild", () => {
    const reel = { symbols: weightsOf({ 0: 2, 2: 1, 5: 1 }), height: 1 };
    const rules: LineRules = { ...replaced, lines: [[0, 0]], pays, names };
    // a-a, a-wild and wild-a pay a's two of a kind: 1/4 + 1/8 + 1/8. Wild-wild pays no line (the wild
    // has no pays of its own) but pays ways, as the best symbol the wilds replace: 1/16 more.
    expect(lineHitChance([reel, reel], rules)).toBeCloseTo(1 / 2, 15);
    const ways: WaysRules = { ...replaced, pays, names, paying: [a, b, lone] };
    expect(waysHitChance([reel, reel], ways)).toBeCloseTo(9 / 16, 15);
  });

  it("lines: every screen's pay, weighed by its probability, once per screen however many lines pay", () => {
    // Pays from 3 of a kind on every symbol, all replaced by the wild: the first 3 cells decide a line.
    const fromThree = payTable(6, 3, [
      { symbol: a, pays: { 3: 5 } },
      { symbol: b, pays: { 3: 2 } },
      { symbol: wild, pays: { 3: 10 } },
    ]);
    const shapes: Partial<LineRules>[] = [
      {},
      { wildPaysAs: a },
      { pays: fromThree, ...substitution(6, wild, [a, b]) },
      { pays: fromThree.map((row, symbol) => (symbol === wild ? row.map(() => 0) : row)) },
    ];
    for (const shape of shapes) {
      const rules: LineRules = {
        ...replaced,
        lines: [
          [0, 0, 0],
          [1, 1, 1],
          [0, 1, 0],
          [1, 0, 0],
        ],
        pays,
        names,
        ...shape,
      };
      const expected = paidShare(fixed, (board) => evaluateLines(board, rules, null));
      expect(lineHitChance(fixed, rules)).toBeCloseTo(expected, 12);
    }
  });

  it("lines longer than the decisive run: wilds that do not pay, then a symbol, pay that symbol", {
    timeout: 60_000,
  }, () => {
    const fourReels: ReelSet = [0, 1, 2, 3].map(() => ({ symbols, height: 2, once: [scatter] }));
    const fromThree = payTable(6, 4, [
      { symbol: a, pays: { 3: 5, 4: 10 } },
      { symbol: b, pays: { 3: 2, 4: 4 } },
      { symbol: wild, pays: { 3: 10, 4: 20 } },
    ]);
    const silentWild = fromThree.map((row, symbol) => (symbol === wild ? row.map(() => 0) : row));
    for (const table of [fromThree, silentWild]) {
      const rules: LineRules = {
        ...replaced,
        lines: [
          [0, 0, 0, 0],
          [1, 1, 1, 1],
          [0, 1, 1, 0],
        ],
        pays: table,
        names,
      };
      const expected = paidShare(fourReels, (board) => evaluateLines(board, rules, null));
      expect(lineHitChance(fourReels, rules)).toBeCloseTo(expected, 12);
    }
  });

  it("lines under runs laid over the drawn screen (stacks), for every shape of rules", () => {
    const ways = stackWays(2, 3, 0.4);
    const laid = { symbol: wild, reels: [undefined, ways, ways] };
    const fromThree = payTable(6, 3, [
      { symbol: a, pays: { 3: 5 } },
      { symbol: b, pays: { 3: 2 } },
      { symbol: wild, pays: { 3: 10 } },
    ]);
    // The first shape reads lines reel by reel (two of a kind pays), the second in any order.
    for (const shape of [{}, { pays: fromThree, ...substitution(6, wild, [a, b]) }] as Partial<LineRules>[]) {
      const rules: LineRules = {
        ...replaced,
        lines: [
          [0, 0, 0],
          [1, 1, 1],
          [0, 1, 0],
          [1, 0, 1],
        ],
        pays,
        names,
        ...shape,
      };
      let expected = 0;
      everyScreen(fixed, (board, chance) => {
        for (const [rowsOne, chanceOne] of ways)
          for (const [rowsTwo, chanceTwo] of ways) {
            const screen = cloneBoard(board);
            [rowsOne, rowsTwo].forEach((rows, at) => {
              for (let row = 0; row < 2; row++)
                if ((rows >> row) & 1) screen.symbols[(at + 1) * screen.stride + row] = wild;
            });
            if (evaluateLines(screen, rules, null) > 0) expected += chance * chanceOne * chanceTwo;
          }
      });
      expect(lineHitChance(fixed, rules, laid)).toBeCloseTo(expected, 12);
      // The runs matter: without them fewer screens pay.
      expect(lineHitChance(fixed, rules)).toBeLessThan(expected - 0.01);
    }
  });

  it("ways, FlexiWays heights and the screen of wilds included, with or without scatter pays", {
    timeout: 60_000,
  }, () => {
    const rules: WaysRules = { ...replaced, pays, names, paying: [a, b, lone] };
    const scatterPays: Record<number, number> = { 2: 1, 3: 10 };
    // The brute force's chances of the FlexiWays screens add up to 1 only within 2e-11.
    for (const reels of [fixed, flexi]) {
      let ways = 0;
      let withScatters = 0;
      everyScreen(reels, (board, chance) => {
        const pay = evaluateWays(board, rules, null);
        if (pay > 0) ways += chance;
        if (pay + (scatterPays[Math.min(3, countOnBoard(board, scatter))] ?? 0) > 0) withScatters += chance;
      });
      expect(waysHitChance(reels, rules)).toBeCloseTo(ways, 10);
      expect(waysHitChance(reels, rules, { symbol: scatter, pays: scatterPays })).toBeCloseTo(
        withScatters,
        10,
      );
    }
  });
});
