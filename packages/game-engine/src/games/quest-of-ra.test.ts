import { describe, expect, it } from "vitest";
import { boardFromRows, symbolAt } from "../core/board";
import type { Step } from "../core/step";
import type { GameModel } from "../model";
import { seededRng } from "../rng/seeded-rng";
import { type SpinResult, spin } from "../spin";
import { gameModel, gameSlugs } from "./index";
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

function rounds(slug: string, count: number, seed = 5): SpinResult[] {
  const game = gameModel(slug) as GameModel;
  const rng = seededRng(seed);
  return Array.from({ length: count }, () => spin(game, game.initialState(), { bet: 1, rng }));
}

const falcon = "falcon-of-ra-wild";
const sun = "golden-sun-scatter";

/** The cells of `grid` holding `key`, as [reel, row]. */
const cellsOf = (grid: Step["grid"], key: string) =>
  (grid ?? []).flatMap((column, reel) => column.flatMap((cell, row) => (cell === key ? [[reel, row]] : [])));

describe("Quest of Ra's steps", () => {
  it("carry the screen as it landed beside the expanded one, only where a Falcon spread", () => {
    let carried = 0;
    let sunsCovered = 0;
    for (const result of rounds("quest-of-ra", 1500)) {
      const spread = result.events.filter((event) => event.type === "expanding-wild").length;
      let differing = 0;
      for (const step of result.steps) {
        const { grid, landed } = step;
        if (!landed) continue;
        carried++;
        expect(landed).not.toEqual(grid);
        landed.forEach((column, reel) => {
          const shown = grid?.[reel] ?? [];
          if (column.join() === shown.join()) return;
          differing++;
          // The reel pays as wilds top to bottom; as it landed the Falcon stood on some of its rows only.
          expect(shown.every((key) => key === falcon)).toBe(true);
          expect(column).toContain(falcon);
          expect(column.every((key) => key === falcon)).toBe(false);
        });
        // The Golden Suns pay as they landed, a sun under a spread Falcon too.
        const suns = cellsOf(landed, sun);
        const scatter = step.wins.find((win) => win.kind === "scatter");
        if (suns.length >= 3) {
          expect(scatter?.count).toBe(suns.length);
          expect(scatter?.positions).toEqual(suns);
        } else expect(scatter).toBeUndefined();
        if (suns.some(([reel, row]) => grid?.[reel as number]?.[row as number] === falcon)) sunsCovered++;
      }
      // Every reel a Falcon spread over shows on a step that carries its landed screen.
      expect(differing).toBe(spread);
    }
    expect(carried).toBeGreaterThan(100);
    expect(sunsCovered).toBeGreaterThan(0);
  });

  it("leave the other games' steps without a landed screen", () => {
    for (const slug of gameSlugs.filter((slug) => slug !== "quest-of-ra"))
      for (const result of rounds(slug, 30))
        for (const step of result.steps) expect(step.landed, slug).toBeUndefined();
  });
});
