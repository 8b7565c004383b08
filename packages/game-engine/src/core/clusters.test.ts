import { describe, expect, it } from "vitest";
import { boardFromRows } from "./board";
import { type ClusterRules, evaluateClusters } from "./clusters";
import { payBands, payTable } from "./paytable";
import { substitution } from "./substitution";
import type { Win } from "./win";

// Symbols: 0 wild, 1 gem, 2 coin, 3 filler (filler never forms a cluster: it has no pays).
const names = ["wild", "gem", "coin", "filler"];
const connected: ClusterRules = {
  ...substitution(4, 0, [1, 2]),
  pays: payTable(4, 49, [
    {
      symbol: 1,
      pays: payBands(
        [
          [5, 1],
          [10, 4],
        ],
        49,
      ),
    },
    { symbol: 2, pays: payBands([[5, 0.5]], 49) },
  ]),
  names,
  paying: [1, 2],
  shape: "connected",
  wildMultipliers: "add",
};

function clusters(rows: number[][], rules: ClusterRules, values?: number[][]): Win[] {
  const wins: Win[] = [];
  evaluateClusters(boardFromRows(rows, values), rules, wins);
  return wins;
}

describe("connected clusters (5 or more)", () => {
  it("pays 5 symbols touching horizontally or vertically", () => {
    const wins = clusters(
      [
        [1, 1, 1, 3],
        [3, 3, 1, 3],
        [3, 3, 1, 3],
      ],
      connected,
    );
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ symbol: "gem", count: 5, pay: 1 });
  });

  it("does not connect symbols that only touch diagonally", () => {
    const wins = clusters(
      [
        [1, 3, 1, 3],
        [3, 1, 3, 1],
        [1, 3, 1, 3],
      ],
      connected,
    );
    expect(wins).toEqual([]);
  });

  it("lets a wild join clusters of two symbols and adds its multiplier to each", () => {
    const wins = clusters(
      [
        [1, 1, 0, 2, 2],
        [1, 1, 3, 3, 2],
        [3, 3, 3, 3, 2],
      ],
      connected,
      [
        [0, 0, 3, 0, 0],
        [0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0],
      ],
    );
    expect(wins.map(({ symbol, count, multiplier, pay }) => ({ symbol, count, multiplier, pay }))).toEqual([
      { symbol: "gem", count: 5, multiplier: 3, pay: 3 },
      { symbol: "coin", count: 5, multiplier: 3, pay: 1.5 },
    ]);
  });

  it("follows a cluster that winds back across the reels, and lists its cells in screen order", () => {
    const wins = clusters(
      [
        [3, 1, 1, 1, 3],
        [3, 3, 3, 1, 3],
        [1, 1, 1, 1, 3],
        [1, 3, 3, 3, 3],
      ],
      connected,
    );
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ symbol: "gem", count: 9, pay: 1 });
    expect(wins[0]?.positions).toEqual([
      [0, 2],
      [0, 3],
      [1, 0],
      [1, 2],
      [2, 0],
      [2, 2],
      [3, 0],
      [3, 1],
      [3, 2],
    ]);
  });

  it("climbs to the next size band", () => {
    const wins = clusters(
      [
        [1, 1, 1, 1, 1],
        [1, 1, 1, 1, 1],
      ],
      connected,
    );
    expect(wins[0]).toMatchObject({ count: 10, pay: 4 });
  });
});

describe("anywhere clusters (8 or more on the grid)", () => {
  const anywhere: ClusterRules = {
    ...substitution(4, -1, []),
    pays: payTable(4, 30, [
      {
        symbol: 1,
        pays: payBands(
          [
            [8, 0.25],
            [10, 0.75],
            [12, 2],
          ],
          30,
        ),
      },
    ]),
    names,
    paying: [1],
    shape: "anywhere",
  };

  it("counts every matching symbol on the grid, connected or not", () => {
    const rows = [
      [1, 3, 1, 3, 1, 3],
      [3, 1, 3, 1, 3, 1],
      [1, 3, 3, 3, 3, 1],
      [3, 3, 3, 3, 3, 3],
      [3, 3, 3, 3, 3, 3],
    ];
    expect(clusters(rows, anywhere)[0]).toMatchObject({ count: 8, pay: 0.25 });
    rows[3] = [1, 1, 3, 3, 3, 3];
    expect(clusters(rows, anywhere)[0]).toMatchObject({ count: 10, pay: 0.75 });
    rows[4] = [1, 1, 1, 3, 3, 3];
    expect(clusters(rows, anywhere)[0]).toMatchObject({ count: 13, pay: 2 });
  });

  it("pays nothing for 7", () => {
    expect(clusters([[1, 1, 1, 1, 1, 1, 1, 3]], anywhere)).toEqual([]);
  });
});
