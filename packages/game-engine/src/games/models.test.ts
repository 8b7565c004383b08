import { describe, expect, it } from "vitest";
import { seededRng } from "../rng/seeded-rng";
import { spin } from "../spin";
import { gameDefinitions, gameModel, gameSlugs } from "./index";
import { calibratedTuning } from "./tuning";

/** The figures of catalogue.md section 9 each model must carry: RTP, max win, win tiers and buy prices. */
const stated: Record<
  string,
  { rtp: number; maxWin: number; tiers: [number, number, number]; buys: number[] }
> = {
  "double-fortune-panda": { rtp: 96.06, maxWin: 5000, tiers: [20, 40, 60], buys: [40] },
  "squid-gold-x2": { rtp: 98, maxWin: 500, tiers: [20, 40, 60], buys: [40] },
  "brazilian-mask-fire": { rtp: 96.02, maxWin: 4000, tiers: [20, 40, 60], buys: [40] },
  "cleos-riches-flexiways": { rtp: 95.91, maxWin: 5000, tiers: [20, 40, 60], buys: [100] },
  "coral-reef-flexiways": { rtp: 96.08, maxWin: 12305, tiers: [20, 40, 60], buys: [100] },
  "fortune-777-respin": { rtp: 95.97, maxWin: 5000, tiers: [20, 40, 60], buys: [] },
  "frozen-fruits-flexiways": { rtp: 96.1, maxWin: 5000, tiers: [20, 40, 60], buys: [100] },
  "lucky-skulls-bonanza": { rtp: 96.16, maxWin: 5000, tiers: [20, 40, 60], buys: [100] },
  "lucky-santa-bonanza": { rtp: 96.12, maxWin: 5000, tiers: [20, 40, 60], buys: [100] },
  "wild-dragon-respin": { rtp: 96.06, maxWin: 5000, tiers: [20, 40, 60], buys: [] },
  "admiral-wilds": { rtp: 95.87, maxWin: 5000, tiers: [20, 40, 60], buys: [100] },
  "irish-riches-bonanza": { rtp: 95.74, maxWin: 5000, tiers: [20, 40, 60], buys: [100] },
  "yakuza-clash-hold-n-win": { rtp: 95.95, maxWin: 5000, tiers: [20, 40, 60], buys: [40, 40] },
  "quest-of-ra": { rtp: 96.36, maxWin: 5000, tiers: [20, 40, 60], buys: [] },
  "vampire-vault-hold-n-win": { rtp: 95.76, maxWin: 2000, tiers: [20, 40, 60], buys: [40] },
  "monster-load-up-hold-and-win": { rtp: 96.25, maxWin: 5000, tiers: [20, 40, 60], buys: [100, 200] },
  "leprechaun-jackpot-collector": { rtp: 95.71, maxWin: 5000, tiers: [10, 25, 50], buys: [40] },
  "hacker-crash-jackpot": { rtp: 96, maxWin: 5000, tiers: [10, 25, 50], buys: [] },
  "cash-multipliers-respin": { rtp: 95.92, maxWin: 5000, tiers: [10, 25, 50], buys: [40] },
  "wild-yoga-collector": { rtp: 95.97, maxWin: 8000, tiers: [20, 40, 60], buys: [100, 200] },
};

describe("game models", () => {
  it("cover the twenty catalogue games, each calibrated", () => {
    expect([...gameSlugs].sort()).toEqual(Object.keys(stated).sort());
    for (const definition of gameDefinitions) {
      for (const knob of definition.knobs)
        expect(calibratedTuning[definition.slug]?.[knob.name], `${definition.slug} ${knob.name}`).toBeTypeOf(
          "number",
        );
    }
  });

  for (const slug of Object.keys(stated)) {
    describe(slug, () => {
      const model = gameModel(slug);
      const figures = stated[slug];
      if (!model || !figures) throw new Error(`No model for ${slug}`);

      it("states the catalogue's RTP, max win, win tiers and buy prices", () => {
        expect(model.rtp).toBe(figures.rtp);
        expect(model.maxWin).toBe(figures.maxWin);
        expect([...model.winTiers]).toEqual(figures.tiers);
        expect(model.buyOptions.map((option) => option.price)).toEqual(figures.buys);
      });

      it("plays traced rounds, buys included, that stay within the max win and serialise to JSON", () => {
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
