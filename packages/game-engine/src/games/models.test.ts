import { gameRecords } from "@quillspin/content";
import { describe, expect, it } from "vitest";
import { seededRng } from "../rng/seeded-rng";
import { paidModes } from "../simulation/modes";
import { simulateRange } from "../simulation/simulate";
import { spin } from "../spin";
import { gameDefinition, gameModel, gameSlugs } from "./index";
import { calibratedTuning } from "./tuning";

describe("game models", () => {
  it("exist for every catalogue record and for no other game, each calibrated", () => {
    expect(Object.keys(calibratedTuning).sort()).toEqual([...gameSlugs].sort());
    expect(gameDefinition("not-a-game")).toBeUndefined();
    for (const { slug } of gameRecords) {
      const definition = gameDefinition(slug);
      if (!definition) throw new Error(`No model for ${slug}`);
      for (const knob of definition.knobs)
        expect(calibratedTuning[slug][knob.name], `${slug} ${knob.name}`).toBeTypeOf("number");
    }
  });

  for (const record of gameRecords) {
    const { slug } = record;
    describe(slug, () => {
      const model = gameModel(slug);
      if (!model) throw new Error(`No model for ${slug}`);

      it("plays to the figures of its content record", () => {
        expect([model.slug, model.name, model.rtp, model.maxWin]).toEqual([
          slug,
          record.content.name,
          record.facts.rtp,
          record.facts.max_win,
        ]);
        expect(model.winTiers).toBe(record.win_tiers);
      });

      it("charges the buy prices of its record, one for each feature it sells", () => {
        expect(model.buyOptions.map((option) => option.price)).toEqual(record.buy_prices);
      });

      // `Round.award` throws on a pay off the pay grid: a game whose wins cannot be counted exactly fails here.
      it("pays on the pay grid in every mode, so its wins are counted exactly", { timeout: 30_000 }, () => {
        for (const mode of [{}, ...paidModes(model)]) {
          simulateRange(model, { spins: 2_000, seed: 28, ...mode }, 0, 2_000);
        }
      });

      // 300 traced rounds, a third of them bought: 2.8 s for Squid Gold on two cores shared six ways.
      it("plays traced rounds, buys included, that stay within the max win and serialise to JSON", {
        timeout: 30_000,
      }, () => {
        const rng = seededRng(slug);
        let state = model.initialState();
        const modes = [undefined, ...model.buyOptions.map((option) => option.id)];
        for (let index = 0; index < 300; index++) {
          const buy = modes[index % modes.length];
          const result = spin(model, state, { bet: 1, rng, ...(buy ? { buy } : {}) });
          state = result.state;
          expect(result.winMultiple).toBeLessThanOrEqual(model.maxWin);
          expect(result.steps.length).toBeGreaterThan(0);
          const stepTotal = result.steps.reduce((total, step) => total + step.win, 0);
          if (!result.capped) expect(stepTotal).toBeCloseTo(result.winMultiple, 6);
          expect(JSON.parse(JSON.stringify(result))).toEqual(result);
        }
      });
    });
  }
});
