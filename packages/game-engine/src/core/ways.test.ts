import { describe, expect, it } from "vitest";
import { boardFromRows, createBoard, waysOf } from "./board";
import { payTable } from "./paytable";
import { substitution } from "./substitution";
import { evaluateWays, type WaysRules } from "./ways";
import type { Win } from "./win";

// Symbols: 0 wild, 1 high, 2 low, 3 filler.
const names = ["wild", "high", "low", "filler"];
const rules: WaysRules = {
  ...substitution(4, 0, [1, 2]),
  pays: payTable(4, 6, [
    { symbol: 1, pays: { 3: 1, 4: 2, 5: 5, 6: 10 } },
    { symbol: 2, pays: { 3: 0.1, 4: 0.2, 5: 0.5, 6: 1 } },
  ]),
  names,
  paying: [1, 2],
};

function waysWins(rows: number[][], values?: number[][], custom: WaysRules = rules): Win[] {
  const wins: Win[] = [];
  evaluateWays(boardFromRows(rows, values), custom, wins);
  return wins;
}

describe("evaluateWays", () => {
  it("multiplies the matches per reel on adjacent reels from the left (243 ways)", () => {
    const [win] = waysWins([
      [1, 1, 1, 3, 3],
      [1, 3, 3, 3, 3],
      [3, 3, 3, 3, 3],
    ]);
    expect(win).toMatchObject({ symbol: "high", count: 3, ways: 2, pay: 2 });
    expect(win?.positions).toHaveLength(4);
  });

  it("counts the wild as a match for every paying symbol", () => {
    const wins = waysWins([
      [1, 0, 2, 3, 3],
      [2, 3, 1, 3, 3],
      [3, 3, 3, 3, 3],
    ]);
    expect(wins.map(({ symbol, ways, count }) => ({ symbol, ways, count }))).toEqual([
      { symbol: "high", ways: 1, count: 3 },
      { symbol: "low", ways: 1, count: 3 },
    ]);
  });

  it("multiplies the multipliers of several wilds on one way", () => {
    const [win] = waysWins(
      [
        [1, 0, 0, 3, 3],
        [3, 3, 3, 3, 3],
      ],
      [
        [0, 2, 3, 0, 0],
        [0, 0, 0, 0, 0],
      ],
      { ...rules, wildMultipliers: true },
    );
    // One way, through both wilds: x2 * x3.
    expect(win).toMatchObject({ ways: 1, multiplier: 6, pay: 6 });
  });

  it("pays by the number of reels reached on FlexiWays reels of different heights", () => {
    const board = createBoard(6, 8, [2, 3, 2, 4, 2, 2]);
    board.symbols.fill(3);
    for (const reel of [0, 1, 2, 3, 4, 5]) board.symbols[reel * 8] = 1;
    board.symbols[1 * 8 + 2] = 1;
    const wins: Win[] = [];
    evaluateWays(board, rules, wins);
    expect(wins[0]).toMatchObject({ count: 6, ways: 2, pay: 20 });
  });

  it("gives 200,704 ways at full height on 7-8-8-8-8-7 and 117,649 on six reels of 7", () => {
    expect(waysOf(createBoard(6, 8, [7, 8, 8, 8, 8, 7]))).toBe(200_704);
    expect(waysOf(createBoard(6, 7))).toBe(117_649);
    expect(waysOf(createBoard(5, 3))).toBe(243);
    expect(waysOf(createBoard(5, 4))).toBe(1024);
  });
});

describe("ways through wilds alone", () => {
  it("pays a way for the first real symbol on it, not for every symbol the wilds could be", () => {
    const wins = waysWins([
      [0, 0, 1, 3, 3],
      [3, 3, 3, 3, 3],
    ]);
    // Wild, wild, high: one way, paid only as the high symbol; the low symbol has no way of its own.
    expect(wins.map(({ symbol, ways, count }) => ({ symbol, ways, count }))).toEqual([
      { symbol: "high", ways: 1, count: 3 },
    ]);
  });

  it("pays a screen-wide way of wilds once, as the best-paying symbol", () => {
    const wins = waysWins([[0, 0, 0, 0, 0, 0]]);
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ symbol: "high", count: 6, ways: 1, pay: 10 });
  });
});
