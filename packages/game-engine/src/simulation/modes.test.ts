import { describe, expect, it } from "vitest";
import { gameModel } from "../games/index";
import { paidModes } from "./modes";
import { mergeRows } from "./report";
import { simulate } from "./simulate";

function model(slug: string) {
  const found = gameModel(slug);
  if (!found) throw new Error(`No model for ${slug}`);
  return found;
}

describe("paid modes", () => {
  it("lists each buy at its price, then Double Chance at its stake", () => {
    expect(paidModes(model("cleos-riches-flexiways"))).toEqual([
      { mode: "buy:free-spins", buy: "free-spins", price: 100 },
      { mode: "double-chance", doubleChance: true, price: 1.25 },
    ]);
    expect(paidModes(model("monster-load-up-hold-and-win")).map((mode) => mode.price)).toEqual([100, 200]);
    expect(paidModes(model("quest-of-ra"))).toEqual([]);
  });
});

describe("mergeRows", () => {
  const row = (game: string, mode: string, seed: number) =>
    simulate(model(game), { spins: 10, seed, ...(mode === "base" ? {} : { doubleChance: true }) });

  // Each row computes its game's exact parts first (Cleo's ways with Double Chance): 1.8 s on a CI run
  // beside two helpers' tests (issue 31).
  it("replaces the rows run again, adds new ones and keeps the catalogue order", { timeout: 30_000 }, () => {
    const existing = [row("quest-of-ra", "base", 1), row("cleos-riches-flexiways", "base", 1)];
    const fresh = [row("cleos-riches-flexiways", "double-chance", 2), row("quest-of-ra", "base", 2)];
    const merged = mergeRows(existing, fresh, ["cleos-riches-flexiways", "quest-of-ra"]);
    expect(merged.map((entry) => `${entry.game} ${entry.mode} ${entry.seed}`)).toEqual([
      "cleos-riches-flexiways base 1",
      "cleos-riches-flexiways double-chance 2",
      "quest-of-ra base 2",
    ]);
  });
});
