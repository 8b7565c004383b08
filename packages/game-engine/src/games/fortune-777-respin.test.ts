import { describe, expect, it } from "vitest";
import { boardFromRows, symbolAt } from "../core/board";
import { Round } from "../core/round";
import { weightTable } from "../core/weights";
import { sequenceRng } from "../rng/sequence-rng";
import { fullGridSymbol, playRespin } from "./fortune-777-respin";

// Ids as listed in fortune-777-respin.ts: 0 Wild, 2 Diamond, 3 Ruby, 8 Cherry.
const wild = 0;
const diamond = 2;
const ruby = 3;
const cherry = 8;

/** Respin reels on which a draw below 0.5 lands a Diamond and any other draw a Cherry. */
const reels = [0, 1, 2].map(() => ({
  symbols: weightTable([
    [diamond, 1],
    [cherry, 1],
  ]),
  height: 3,
}));

describe("Fortune 777 Respin", () => {
  it("counts wilds towards a grid of one symbol", () => {
    expect(
      fullGridSymbol(
        boardFromRows([
          [ruby, wild, ruby],
          [ruby, ruby, ruby],
          [wild, ruby, ruby],
        ]),
      ),
    ).toBe(ruby);
    expect(
      fullGridSymbol(
        boardFromRows([
          [ruby, wild, ruby],
          [ruby, cherry, ruby],
          [wild, ruby, ruby],
        ]),
      ),
    ).toBe(-1);
  });

  it("locks the Diamond stack, resets to 3 on a new Diamond and ends when the respins run out", () => {
    const board = boardFromRows([
      [diamond, cherry, cherry],
      [diamond, cherry, cherry],
      [diamond, cherry, cherry],
    ]);
    const round = new Round(
      // Respin 1: the six open positions, a Diamond on reel 2 row 1. Then three respins of five Cherries.
      sequenceRng([0.1, 0.9, 0.9, 0.9, 0.9, 0.9, ...new Array(15).fill(0.9)]),
      5000,
      true,
    );
    playRespin(round, reels, board, diamond, "diamond-respin");
    expect(round.steps.map((step) => step.spinsLeft)).toEqual([3, 2, 1, 0]);
    expect(symbolAt(board, 1, 0)).toBe(diamond);
    expect(round.features.has("diamond-respin")).toBe(true);
  });

  it("ends as soon as the grid is full", () => {
    const board = boardFromRows([
      [diamond, diamond, wild],
      [diamond, diamond, diamond],
      [diamond, cherry, diamond],
    ]);
    const round = new Round(sequenceRng([0.2]), 5000, true);
    playRespin(round, reels, board, diamond, "diamond-respin");
    expect(fullGridSymbol(board)).toBe(diamond);
    expect(round.steps).toHaveLength(1);
  });
});
