import { describe, expect, it } from "vitest";
import { payGrid } from "./core/round";
import { gameModel } from "./games/index";
import type { GameModel } from "./model";
import { seededRng } from "./rng/seeded-rng";
import { SpinRequestError, spin } from "./spin";

function model(slug: string): GameModel {
  const found = gameModel(slug);
  if (!found) throw new Error(`No model for ${slug}`);
  return found;
}

describe("spin", () => {
  it("charges the bet, the Double Chance stake or the buy price", () => {
    const cleo = model("cleos-riches-flexiways");
    expect(spin(cleo, {}, { bet: 2, rng: seededRng(1) }).cost).toBe(2);
    expect(spin(cleo, {}, { bet: 2, rng: seededRng(1), doubleChance: true }).cost).toBe(2.5);
    expect(spin(cleo, {}, { bet: 2, rng: seededRng(1), buy: "free-spins" }).cost).toBe(200);
  });

  it("gives the cost and the win as exact fractions of the bet, the float multiple nearest the win", () => {
    const cleo = gameModel("cleos-riches-flexiways", 88) as GameModel;
    const rng = seededRng(3);
    const modes = [{}, { doubleChance: true }, { buy: "free-spins" }];
    const prices = [1, 5 / 4, 100];
    for (let index = 0; index < 300; index++) {
      const mode = index % modes.length;
      const result = spin(cleo, {}, { bet: 1, rng, ...modes[mode] });
      const { numerator, denominator } = result.exactCostFactor;
      expect(numerator / denominator).toBe(prices[mode]);
      const win = result.exactWinMultiple;
      // Version 88's pay scale, 0.917527, is 917527 / 10^6 in lowest terms.
      expect(win.denominator).toBe(payGrid * 10 ** 6);
      expect(Number.isSafeInteger(win.numerator)).toBe(true);
      expect(win.numerator / win.denominator).toBe(result.winMultiple);
    }
  });

  it("refuses a buy while Double Chance is on (Cleo's Riches, Lucky Skulls)", () => {
    for (const slug of ["cleos-riches-flexiways", "lucky-skulls-bonanza"]) {
      expect(() =>
        spin(model(slug), {}, { bet: 1, rng: seededRng(1), buy: "free-spins", doubleChance: true }),
      ).toThrow(SpinRequestError);
    }
  });

  it("refuses unknown buy options, Double Chance where there is none, bad bets and bad choices", () => {
    const quest = model("quest-of-ra");
    expect(() => spin(quest, {}, { bet: 1, rng: seededRng(1), buy: "free-spins" })).toThrow(/no buy option/);
    expect(() => spin(quest, {}, { bet: 1, rng: seededRng(1), doubleChance: true })).toThrow(
      /no Double Chance/,
    );
    expect(() => spin(quest, {}, { bet: 0, rng: seededRng(1) })).toThrow(/Invalid bet/);
    expect(() =>
      spin(model("frozen-fruits-flexiways"), {}, { bet: 1, rng: seededRng(1), choice: 3 }),
    ).toThrow(/choice/);
  });

  it("returns plain data that survives a JSON round trip", () => {
    const result = spin(model("irish-riches-bonanza"), {}, { bet: 1, rng: seededRng(5), buy: "free-spins" });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    expect(result.steps.length).toBeGreaterThan(10);
    expect(result.events[0]).toEqual({ type: "free-spins", reason: "buy", spins: 10 });
  });

  it("replays the same round from the same seed, traced or not", () => {
    const yakuza = model("yakuza-clash-hold-n-win");
    const traced = spin(yakuza, {}, { bet: 1, rng: seededRng(9), buy: "coin-respin" });
    const quiet = spin(yakuza, {}, { bet: 1, rng: seededRng(9), buy: "coin-respin", trace: false });
    expect(quiet.winMultiple).toBe(traced.winMultiple);
    expect(quiet.steps).toEqual([]);
  });

  it("converts the multiple into money at the bet and classifies the win tier", () => {
    const rng = seededRng(11);
    const panda = model("double-fortune-panda");
    for (let index = 0; index < 200; index++) {
      const result = spin(panda, {}, { bet: 0.2, rng, buy: "free-spins" });
      expect(result.win).toBeCloseTo(result.winMultiple * 0.2, 2);
      if (result.winMultiple >= 60) expect(result.tier).toBe("mega");
      else if (result.winMultiple < 20) expect(result.tier).toBeNull();
    }
  });
});
