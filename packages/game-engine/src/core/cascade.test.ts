import { describe, expect, it } from "vitest";
import { boardFromRows, symbolAt } from "./board";
import { collapse, winningCells } from "./cascade";

describe("cascades", () => {
  it("clears the winning cells, drops the symbols above with their values and refills from the top", () => {
    const board = boardFromRows(
      [
        [1, 5],
        [2, 6],
        [3, 7],
      ],
      [
        [10, 0],
        [0, 0],
        [0, 0],
      ],
    );
    const cleared = winningCells(board, [
      {
        kind: "cluster",
        symbol: "x",
        count: 2,
        pay: 1,
        multiplier: 1,
        positions: [
          [0, 1],
          [0, 2],
        ],
      },
    ]);
    const refills: [number, number][] = [];
    const removed = collapse(board, cleared, (reel, row) => {
      refills.push([reel, row]);
      board.symbols[reel * board.stride + row] = 9;
    });
    expect(removed).toBe(2);
    expect([symbolAt(board, 0, 0), symbolAt(board, 0, 1), symbolAt(board, 0, 2)]).toEqual([9, 9, 1]);
    expect(board.values[2]).toBe(10);
    // The untouched reel keeps its symbols; the gaps fill bottom-most first.
    expect([symbolAt(board, 1, 0), symbolAt(board, 1, 1), symbolAt(board, 1, 2)]).toEqual([5, 6, 7]);
    expect(refills).toEqual([
      [0, 1],
      [0, 0],
    ]);
  });
});
