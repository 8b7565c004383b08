import type { DemoRound } from "@quillspin/contracts";
import { type GameModel, gameModel, type SpinResult, seededRng, spin } from "@quillspin/game-engine";

/** An engine result as the API sends it, so the player's logic is tested on real rounds. */
export function asDemoRound(result: SpinResult, id = "00000000-0000-4000-8000-000000000000"): DemoRound {
  return {
    id,
    bet: result.bet,
    cost: result.cost,
    buy: result.buy,
    double_chance: result.doubleChance,
    win_multiple: result.winMultiple,
    win: result.win,
    capped: result.capped,
    tier: result.tier,
    features: [...result.features],
    steps: structuredClone(result.steps) as unknown as DemoRound["steps"],
    events: structuredClone(result.events) as unknown as DemoRound["events"],
  };
}

/** Seeded rounds of `model`: plain spins and every buy option, with the state carried between spins. */
export function seededResults(model: GameModel, spins: number, buys: number, seed = 11): SpinResult[] {
  const rng = seededRng(seed);
  let state = model.initialState();
  const results: SpinResult[] = [];
  for (const buy of [undefined, ...model.buyOptions.map((option) => option.id)]) {
    for (let index = 0; index < (buy ? buys : spins); index++) {
      const result = spin(model, state, { bet: 1, rng, buy });
      state = result.state;
      results.push(result);
    }
  }
  return results;
}

export function modelOf(slug: string): GameModel {
  const model = gameModel(slug);
  if (!model) throw new Error(`No engine model for ${slug}`);
  return model;
}
