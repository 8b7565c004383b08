import { describe, expect, it } from "vitest";
import type { FeatureEvent } from "../core/events";
import type { GameModel } from "../model";
import { seededRng } from "../rng/seeded-rng";
import { type SpinResult, spin } from "../spin";
import { gameModel } from "./index";

function model(slug: string): GameModel {
  const found = gameModel(slug);
  if (!found) throw new Error(`No model for ${slug}`);
  return found;
}

function rounds(slug: string, count: number, buy?: string, seed = 1): SpinResult[] {
  const game = model(slug);
  const rng = seededRng(seed);
  let state = game.initialState();
  const results: SpinResult[] = [];
  for (let index = 0; index < count; index++) {
    const result = spin(game, state, { bet: 1, rng, ...(buy ? { buy } : {}) });
    state = result.state;
    results.push(result);
  }
  return results;
}

function eventsOf<T extends FeatureEvent["type"]>(
  result: SpinResult,
  type: T,
): Extract<FeatureEvent, { type: T }>[] {
  return result.events.filter((event): event is Extract<FeatureEvent, { type: T }> => event.type === type);
}

describe("feature rounds", () => {
  it("Squid Gold X2 awards 8, 12 or 20 free spins and plays them on 100 lines", () => {
    for (const result of rounds("squid-gold-x2", 40, "free-spins")) {
      expect([8, 12, 20]).toContain(eventsOf(result, "free-spins")[0]?.spins);
      const lines = result.steps.flatMap((step) => step.wins.map((win) => win.line ?? 0));
      expect(Math.max(0, ...lines)).toBeLessThanOrEqual(100);
    }
  });

  it("Brazilian Mask Fire's wheel sets 10 to 30 spins and a 2x to 10x multiplier applied to every win", () => {
    for (const result of rounds("brazilian-mask-fire", 30, "fortune-wheel")) {
      const award = eventsOf(result, "free-spins")[0];
      expect([10, 15, 20, 30]).toContain(award?.spins);
      expect([2, 3, 5, 10]).toContain(award?.multiplier);
      for (const step of result.steps)
        if (step.phase === "free-spin") expect(step.multiplier).toBe(award?.multiplier);
    }
  });

  it("Cleo's Riches adds 1x to the multiplier with each cascade, from the chosen start in free spins", () => {
    for (const result of rounds("cleos-riches-flexiways", 20, "free-spins")) {
      const multipliers = result.steps
        .filter((step) => step.wins.length > 0)
        .map((step) => step.wins[0]?.multiplier ?? 0);
      expect(eventsOf(result, "free-spins-choice")[0]?.option).toBe("10 spins at 5x");
      expect(Math.min(...multipliers)).toBeGreaterThanOrEqual(5);
      for (let index = 1; index < multipliers.length; index++)
        expect(multipliers[index]).toBeGreaterThanOrEqual(multipliers[index - 1] as number);
    }
  });

  it("Frozen Fruits plays the chosen option: 20 spins at x3, 15 at x4 or 10 at x6, retriggers alike", () => {
    const frozen = model("frozen-fruits-flexiways");
    const options = [
      { spins: 20, multiplier: 3 },
      { spins: 15, multiplier: 4 },
      { spins: 10, multiplier: 6 },
    ];
    const rng = seededRng("frozen-choice");
    for (const [choice, option] of options.entries()) {
      for (let index = 0; index < 10; index++) {
        const result = spin(frozen, {}, { bet: 1, rng, buy: "free-spins", choice });
        expect(eventsOf(result, "free-spins-choice")[0]?.option).toBe(
          frozen.freeSpinChoices?.options[choice],
        );
        const awards = eventsOf(result, "free-spins");
        expect(awards[0]).toMatchObject({ reason: "buy", ...option });
        for (const award of awards.slice(1)) expect(award).toMatchObject({ reason: "retrigger", ...option });
        const freeSpins = result.steps.filter((step) => step.phase === "free-spin");
        expect(freeSpins).toHaveLength(option.spins * awards.length);
        for (const step of freeSpins) expect(step.multiplier).toBe(option.multiplier);
      }
    }
  });

  it("Coral Reef rains 1 to 6 wilds per free spin, at most one on each reel", () => {
    for (const result of rounds("coral-reef-flexiways", 20, "free-spins")) {
      for (const step of result.steps.filter((candidate) => candidate.phase === "free-spin")) {
        const wildReels = (step.grid ?? []).filter((reel) => reel.includes("pearl-wild")).length;
        expect(wildReels).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it("Admiral Wilds keeps every stage-two wild sticky until the round ends", () => {
    for (const result of rounds("admiral-wilds", 20, "free-spins")) {
      const stage = result.events.findIndex((event) => event.type === "stage");
      expect(stage).toBeGreaterThan(0);
      const spins = result.steps.filter((step) => step.phase === "free-spin");
      const half = Math.ceil(spins.length / 2);
      // From spin half + 1 on, every wild is sticky: each one is still there on the next spin.
      for (let index = half + 1; index < spins.length; index++) {
        const before = spins[index - 1]?.grid ?? [];
        const after = spins[index]?.grid ?? [];
        for (const [reel, symbols] of before.entries()) {
          for (const [row, symbol] of symbols.entries()) {
            if (symbol === "admiral-wild") expect(after[reel]?.[row]).toBe("admiral-wild");
          }
        }
      }
    }
  });

  it("Hold & Win rounds reset to 3 respins and settle coins and jackpots (Yakuza Clash)", () => {
    for (const result of rounds("yakuza-clash-hold-n-win", 40, "coin-respin")) {
      const respins = result.steps.filter((step) => step.phase === "respin");
      expect(respins.at(-1)?.spinsLeft).toBe(0);
      for (const step of respins.slice(0, -1)) expect(step.spinsLeft).toBeLessThanOrEqual(3);
      const coins =
        respins
          .at(-1)
          ?.values?.flat()
          .reduce((total, value) => total + value, 0) ?? 0;
      const grand = eventsOf(result, "jackpot").find((event) => event.tier === "grand")?.pay ?? 0;
      expect(result.winMultiple).toBeCloseTo(Math.min(5000, coins + grand), 6);
    }
  });

  it("Vampire Vault pays each jackpot at its stated tier: Mini 20x, Minor 40x, Major 100x, Grand 2,000x", () => {
    const stated: Record<string, number> = { mini: 20, minor: 40, major: 100, grand: 2000 };
    const seen = new Set<string>();
    for (const result of rounds("vampire-vault-hold-n-win", 150, "hold-and-win")) {
      for (const event of eventsOf(result, "jackpot")) {
        expect(event.pay).toBe(stated[event.tier]);
        seen.add(event.tier);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });

  it("the Leprechaun's bar adds 10 spins at 4, 8 and 12 cells and raises his multiplier", () => {
    const results = rounds("leprechaun-jackpot-collector", 60, "free-spins");
    let seen = 0;
    for (const result of results) {
      let before = 0;
      for (const event of eventsOf(result, "collector")) {
        seen++;
        const expected = event.filled >= 12 ? 10 : event.filled >= 8 ? 3 : event.filled >= 4 ? 2 : 1;
        expect(event.multiplier).toBe(expected);
        const reached = [4, 8, 12].includes(event.filled) && event.filled > before;
        expect(event.spinsAdded).toBe(reached ? 10 : 0);
        before = event.filled;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("Hacker Crash's Server Crash never tallies more than 100 coins", () => {
    const meters = rounds("hacker-crash-jackpot", 4000).flatMap((result) => eventsOf(result, "meter"));
    expect(meters.length).toBeGreaterThan(0);
    for (const meter of meters) expect(meter.value).toBeLessThanOrEqual(100);
  });

  it("Hacker Crash's Scatter Crash locks scatters on a 25-position matrix and resets to 3 on each new one", () => {
    const crashes = rounds("hacker-crash-jackpot", 6000).filter((result) =>
      result.features.includes("scatter-crash"),
    );
    expect(crashes.length).toBeGreaterThan(0);
    for (const result of crashes) {
      // Server Crash, which can share the round, plays on 15 positions.
      const matrix = result.steps.filter(
        (step) => step.phase === "respin" && step.values?.flat().length === 25,
      );
      expect(matrix.length).toBeGreaterThan(0);
      let locked = 0;
      for (const step of matrix) {
        const cells = step.values?.flat() ?? [];
        const count = cells.filter((value) => value > 0).length;
        expect(count).toBeGreaterThanOrEqual(locked);
        if (count > locked && locked > 0 && count < 25) expect(step.spinsLeft).toBe(3);
        locked = count;
      }
      const grand = eventsOf(result, "jackpot").some((event) => event.tier === "grand");
      expect(grand).toBe(locked === 25);
    }
  });

  it("Cash Multipliers keeps lit star bulbs between spins and resets them when the marquee fills", () => {
    const results = rounds("cash-multipliers-respin", 3000);
    let previous = 0;
    for (const result of results) {
      const bulbs = result.state.starBulbs ?? 0;
      expect(bulbs).toBeLessThan(10);
      const meter = eventsOf(result, "meter")[0];
      if (meter?.value === 10) {
        expect(bulbs).toBe(0);
        expect(result.features).toContain("jackpot-free-spins");
      } else expect(bulbs).toBeGreaterThanOrEqual(previous);
      previous = bulbs;
    }
  });

  it("Monster Load-Up buys start the bonus with 3 or 4 respins", () => {
    expect(
      eventsOf(rounds("monster-load-up-hold-and-win", 1, "bonus")[0] as SpinResult, "hold-and-win")[0]
        ?.respins,
    ).toBe(3);
    expect(
      eventsOf(
        rounds("monster-load-up-hold-and-win", 1, "bonus-4-respins")[0] as SpinResult,
        "hold-and-win",
      )[0]?.respins,
    ).toBe(4);
  });

  it("Lucky Santa multiplies a sequence's win by the sum of the baubles on the grid", () => {
    for (const result of rounds("lucky-santa-bonanza", 30, "free-spins")) {
      for (const step of result.steps) {
        for (const win of step.wins.filter((candidate) => candidate.kind === "bonus")) {
          const baubles = (step.grid ?? []).flatMap((reel, reelIndex) =>
            reel.map((symbol, row) =>
              symbol === "bauble-multiplier" ? (step.values?.[reelIndex]?.[row] ?? 0) : 0,
            ),
          );
          expect(win.multiplier).toBe(baubles.reduce((total, value) => total + value, 0));
        }
      }
    }
  });
});
