import { describe, expect, it } from "vitest";
import { boardFromRows, symbolAt } from "../core/board";
import { expandWilds } from "./quest-of-ra";

// Ids as listed in quest-of-ra.ts: 0 Girl, 1 Pharaoh, 5 Ace, 9 Ten, 10 Falcon wild, 11 Golden Sun scatter.
const girl = 0;
const pharaoh = 1;
const ace = 5;
const ten = 9;
const wild = 10;
const scatter = 11;

describe("Quest of Ra expanding wild", () => {
  it("expands over its reel wherever it lands", () => {
    const board = boardFromRows([
      [pharaoh, pharaoh, wild, ten, ace],
      [pharaoh, pharaoh, ace, girl, ten],
      [pharaoh, pharaoh, ten, ace, girl],
    ]);
    const expanded = expandWilds(board, null);
    expect([0, 1, 2].map((row) => symbolAt(expanded, 2, row))).toEqual([wild, wild, wild]);
    // The screen as landed is left as it was.
    expect(symbolAt(board, 2, 1)).toBe(ace);
  });

  it("expands even where the reel of wilds adds nothing, and leaves a screen without wilds as it is", () => {
    // Reel 2 is all scatters, which no wild replaces, so no line reaches reel 3 either way.
    const board = boardFromRows([
      [ace, scatter, wild, girl, pharaoh],
      [ten, scatter, ten, ace, girl],
      [girl, scatter, girl, ten, ace],
    ]);
    const expanded = expandWilds(board, null);
    expect([0, 1, 2].map((row) => symbolAt(expanded, 2, row))).toEqual([wild, wild, wild]);
    const noWild = boardFromRows([
      [ace, pharaoh, ten, girl, pharaoh],
      [ten, ace, ten, ace, girl],
      [girl, ten, girl, ten, ace],
    ]);
    expect(expandWilds(noWild, null)).toBe(noWild);
  });

  it("covers a scatter on its reel, which was counted before the expansion", () => {
    const board = boardFromRows([
      [pharaoh, pharaoh, wild, ten, ace],
      [ace, ace, scatter, girl, ten],
      [ten, ten, ace, ace, girl],
    ]);
    const expanded = expandWilds(board, null);
    expect(symbolAt(expanded, 2, 1)).toBe(wild);
    expect(symbolAt(board, 2, 1)).toBe(scatter);
  });
});
