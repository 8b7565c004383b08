import { describe, expect, it } from "vitest";
import { type Board, copyBoard, createBoard } from "../core/board";
import { evaluateLines, type LineRules } from "../core/lines";
import { payTable } from "../core/paytable";
import type { ReelSet } from "../core/reels";
import { substitution } from "../core/substitution";
import { weightTable } from "../core/weights";
import { expandingWildLineHits, expandingWildLinePay } from "./column-lines";
import { everyScreen } from "./every-screen";

// Symbols: 0 pays from two of a kind, 1 and 2 from three, 3 is the wild (paid as 0 when alone), 4 a
// scatter shown at most once per reel, 5 a blank.
const [a, b, c, wild, scatter, blank] = [0, 1, 2, 3, 4, 5];
const names = ["a", "b", "c", "wild", "scatter", "blank"];
const rules: LineRules = {
  ...substitution(6, wild, [a, b, c]),
  lines: [
    [0, 0, 0, 0],
    [1, 1, 1, 1],
    [0, 1, 1, 0],
    [1, 0, 0, 1],
  ],
  pays: payTable(6, 4, [
    { symbol: a, pays: { 2: 1, 3: 4, 4: 20 } },
    { symbol: b, pays: { 3: 2, 4: 6 } },
    { symbol: c, pays: { 3: 1, 4: 3 } },
  ]),
  names,
  wildPaysAs: a,
};
const symbols = weightTable([
  [a, 2],
  [b, 3],
  [c, 4],
  [wild, 1],
  [scatter, 2],
  [blank, 3],
] as const);
const reels: ReelSet = [0, 1, 2, 3].map(() => ({ symbols, height: 2, once: [scatter] }));

/** The screen as the rule reads it: a reel with a wild anywhere shows wilds only. */
function expanded(board: Board, into: Board): Board {
  const screen = copyBoard(board, into);
  for (let reel = 0; reel < screen.reels; reel++) {
    const start = reel * screen.stride;
    const rows = screen.heights[reel] as number;
    if (screen.symbols.slice(start, start + rows).includes(wild))
      screen.symbols.fill(wild, start, start + rows);
  }
  return screen;
}

describe("expanding wilds, exactly", () => {
  // 1.7 million screens, walked twice: about a second alone, 5 s on two cores shared six ways (issue 31).
  it("gives the line pay and hit frequency of every screen of a small reel set, each expanded and paid", {
    timeout: 30_000,
  }, () => {
    const scratch = createBoard(4, 2);
    let pay = 0;
    let hits = 0;
    everyScreen(reels, (board, chance) => {
      const linePay = evaluateLines(expanded(board, scratch), rules, null);
      pay += chance * linePay;
      if (linePay > 0) hits += chance;
    });
    const exactPay = expandingWildLinePay(reels, rules);
    expect(exactPay).toBeCloseTo(pay, 10);
    expect(expandingWildLineHits(reels, rules)).toBeCloseTo(hits, 10);
    // The expansion matters: the same screens paid as they landed pay less.
    let landedPay = 0;
    everyScreen(reels, (board, chance) => {
      landedPay += chance * evaluateLines(board, rules, null);
    });
    expect(exactPay).toBeGreaterThan(landedPay * 1.05);
  });

  it("refuses reels whose height is drawn", () => {
    const flexi: ReelSet = reels.map((reel) => ({ ...reel, height: weightTable([[2, 1]] as const) }));
    expect(() => expandingWildLinePay(flexi, rules)).toThrow(/fixed reel heights/);
  });
});
