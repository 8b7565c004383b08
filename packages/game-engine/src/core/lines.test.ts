import { describe, expect, it } from "vitest";
import { boardFromRows } from "./board";
import { evaluateLines, type LineRules } from "./lines";
import { payTable } from "./paytable";
import { substitution } from "./substitution";
import type { Win } from "./win";

// Symbols: 0 wild, 1 high, 2 low, 3 scatter, 4 filler.
const names = ["wild", "high", "low", "scatter", "filler"];
const pays = payTable(5, 5, [
  { symbol: 0, pays: { 3: 20, 4: 50, 5: 100 } },
  { symbol: 1, pays: { 3: 5, 4: 10, 5: 40 } },
  { symbol: 2, pays: { 2: 0.5, 3: 1, 4: 2, 5: 4 } },
]);
const rules: LineRules = {
  ...substitution(5, 0, [1, 2]),
  lines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
    [2, 2, 2, 2, 2],
  ],
  pays,
  names,
};

function linesOf(rows: number[][], custom: LineRules = rules, values?: number[][]): Win[] {
  const wins: Win[] = [];
  evaluateLines(boardFromRows(rows, values), custom, wins);
  return wins;
}

describe("evaluateLines", () => {
  it("pays the run from the leftmost reel and stops at the first other symbol", () => {
    const wins = linesOf([
      [1, 1, 1, 4, 1],
      [4, 4, 4, 4, 4],
      [2, 2, 4, 2, 2],
    ]);
    expect(wins.map(({ line, symbol, count, pay }) => ({ line, symbol, count, pay }))).toEqual([
      { line: 1, symbol: "high", count: 3, pay: 5 },
      { line: 3, symbol: "low", count: 2, pay: 0.5 },
    ]);
    expect(wins[0]?.positions).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });

  it("lets the wild stand in, including when it leads the line", () => {
    const [win] = linesOf([
      [0, 1, 0, 1, 4],
      [4, 4, 4, 4, 4],
      [4, 4, 4, 4, 4],
    ]);
    expect(win).toMatchObject({ symbol: "high", count: 4, pay: 10 });
  });

  it("pays the wilds' own run when it is worth more than the symbol they complete", () => {
    const [win] = linesOf([
      [0, 0, 0, 2, 4],
      [4, 4, 4, 4, 4],
      [4, 4, 4, 4, 4],
    ]);
    // Three wilds pay 20; as lows the run of four would pay only 2.
    expect(win).toMatchObject({ symbol: "wild", count: 3, pay: 20 });
  });

  it("never lets the wild replace a scatter", () => {
    expect(
      linesOf([
        [3, 0, 0, 4, 4],
        [4, 4, 4, 4, 4],
        [4, 4, 4, 4, 4],
      ]),
    ).toEqual([]);
  });

  it("pays a line of wilds alone as the chosen symbol when the wild has no pay of its own", () => {
    const noWildPays = payTable(5, 5, [{ symbol: 1, pays: { 5: 40 } }]);
    const [win] = linesOf(
      [
        [0, 0, 0, 0, 0],
        [4, 4, 4, 4, 4],
        [4, 4, 4, 4, 4],
      ],
      { ...rules, pays: noWildPays, wildPaysAs: 1 },
    );
    expect(win).toMatchObject({ symbol: "high", count: 5, pay: 40 });
  });

  it("adds or multiplies the multipliers of the wilds on a winning line", () => {
    const rows = [
      [0, 0, 1, 4, 4],
      [4, 4, 4, 4, 4],
      [4, 4, 4, 4, 4],
    ];
    const values = [
      [2, 3, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ];
    const wildless = payTable(5, 5, [{ symbol: 1, pays: { 3: 5 } }]);
    expect(linesOf(rows, { ...rules, pays: wildless, wildMultipliers: "add" }, values)[0]).toMatchObject({
      multiplier: 5,
      pay: 25,
    });
    expect(linesOf(rows, { ...rules, pays: wildless, wildMultipliers: "multiply" }, values)[0]).toMatchObject(
      { multiplier: 6, pay: 30 },
    );
  });

  it("reads reels of different heights, as on the 3-4-3 layout", () => {
    const wins: Win[] = [];
    // Reel 2 has four rows; the line steps from row 2 to row 3 and back to row 2.
    const board = boardFromRows([
      [4, 4, 4],
      [4, 4, 4],
      [1, 4, 1],
      [-1, 1, -1],
    ]);
    expect(board.heights).toEqual([3, 4, 3]);
    evaluateLines(board, { ...rules, lines: [[2, 3, 2]] }, wins);
    expect(wins[0]).toMatchObject({ symbol: "high", count: 3, pay: 5 });
  });
});
