import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gameRecordBySlug } from "@quillspin/content";
import { gameSlugs } from "@quillspin/game-engine";
import { describe, expect, it } from "vitest";
import { modelOf, seededResults } from "../../../test/support/engine-rounds";
import { idleGrid } from "./idle-board";
import { playerGame } from "./player-game.server";
import { symbolArt } from "./symbol-art";

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../public");

/** Every key a game can put on screen: its symbol list plus what its features place (coins, blanks). */
function screenKeys(slug: string): Set<string> {
  const model = modelOf(slug);
  const keys = new Set(model.symbols);
  for (const result of seededResults(model, 400, 25))
    for (const step of result.steps)
      for (const column of step.grid ?? []) for (const key of column) keys.add(key);
  return keys;
}

describe("symbol art", () => {
  for (const slug of gameSlugs) {
    it(`shows every symbol of ${slug} as catalogue art or a deliberate blank`, () => {
      const record = gameRecordBySlug(slug);
      expect(record, slug).toBeDefined();
      const catalogueFiles = new Set(record?.content.symbols.list.map((symbol) => symbol.image));
      const keys = screenKeys(slug);
      expect(keys.size).toBeGreaterThanOrEqual(modelOf(slug).symbols.length);
      for (const key of keys) {
        const art = symbolArt(slug, key, record?.symbol_files ?? {});
        if (art.kind === "blank") {
          expect(key, `${slug} blank`).toBe("");
          continue;
        }
        expect(existsSync(path.join(publicDir, art.src)), `${slug} ${key} -> ${art.src}`).toBe(true);
        expect(
          existsSync(path.join(publicDir, art.src.replace(".webp", "@2x.webp"))),
          `${slug} ${key} @2x`,
        ).toBe(true);
        // The label and the paytable come from the same catalogue record as the picture.
        expect(catalogueFiles.has(art.src), `${slug} ${key} is in the catalogue's symbol list`).toBe(true);
      }
    });
  }

  it("badges jackpot coins with their tier and keeps plain coins unbadged", () => {
    expect(symbolArt("leprechaun-jackpot-collector", "gold-coin-grand", {})).toMatchObject({
      src: "/images/games/leprechaun-jackpot-collector/symbols/gold-coin.webp",
      badge: "GRAND",
    });
    expect(symbolArt("leprechaun-jackpot-collector", "gold-coin", {})).toMatchObject({
      badge: null,
      values: "cash",
    });
    expect(symbolArt("coral-reef-flexiways", "pearl-wild", {})).toMatchObject({ values: "multiplier" });
    // A key the record renames shows the record's picture.
    expect(symbolArt("monster-load-up-hold-and-win", "wild", { wild: "lightning-wild" })).toMatchObject({
      src: "/images/games/monster-load-up-hold-and-win/symbols/lightning-wild.webp",
    });
  });

  it("rests every game on its base-game reel shape", () => {
    for (const slug of gameSlugs) {
      const model = modelOf(slug);
      const base = seededResults(model, 1, 0)[0]?.steps[0]?.grid ?? [];
      const heights = gameRecordBySlug(slug)?.idle_reel_heights ?? [];
      const idle = idleGrid(heights, ["a", "b", "c"]);
      expect(idle.length, slug).toBe(base.length);
      const fixedHeights =
        base.every((column) => column.length === base[0]?.length) && !slug.includes("flexiways");
      if (fixedHeights)
        expect(
          idle.map((column) => column.length),
          slug,
        ).toEqual(base.map((column) => column.length));
    }
  });
});

describe("resting screen", () => {
  for (const slug of gameSlugs) {
    it(`deals ${slug} from its catalogue art with no two neighbours alike`, () => {
      const grid = playerGame(slug)?.idleGrid ?? [];
      expect(grid.length).toBeGreaterThan(0);
      for (const [reel, column] of grid.entries()) {
        for (const [row, key] of column.entries()) {
          const art = symbolArt(slug, key, playerGame(slug)?.symbolFiles ?? {});
          expect(art.kind === "image" && existsSync(path.join(publicDir, art.src)), `${slug} ${key}`).toBe(
            true,
          );
          const neighbours = [
            column[row + 1],
            grid[reel + 1]?.[row],
            grid[reel + 1]?.[row + 1],
            grid[reel + 1]?.[row - 1],
          ];
          expect(neighbours, `${slug} ${reel}:${row}`).not.toContain(key);
        }
      }
    });
  }
});
