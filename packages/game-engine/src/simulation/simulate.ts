import type { GameModel } from "../model";
import { seededRng } from "../rng/seeded-rng";
import { costFactor, spin } from "../spin";

export interface SimulationOptions {
  readonly spins: number;
  readonly seed: number;
  readonly buy?: string;
  readonly doubleChance?: boolean;
  readonly choice?: number;
}

export interface SimulationStats {
  readonly game: string;
  readonly mode: string;
  readonly spins: number;
  readonly seed: number;
  readonly statedRtp: number;
  /** Simulated RTP in per cent. */
  readonly rtp: number;
  /** Half-width of the 95% confidence interval of the RTP, in percentage points. */
  readonly ci95: number;
  /** Share of rounds with a win, in per cent. */
  readonly hitFrequency: number;
  /** Share of rounds that triggered any feature, in per cent. */
  readonly featureRate: number;
  readonly featureRates: Readonly<Record<string, number>>;
  /** Largest round win seen, in multiples of the bet. */
  readonly largestWin: number;
  /** Standard deviation of the round win per unit of cost. */
  readonly standardDeviation: number;
}

export function modeName(options: Pick<SimulationOptions, "buy" | "doubleChance">): string {
  if (options.buy) return `buy:${options.buy}`;
  return options.doubleChance ? "double-chance" : "base";
}

/**
 * Plays `spins` rounds from a fixed seed, carrying the game state from round to round as a player would,
 * and measures the return on the amount staked.
 */
export function simulate(model: GameModel, options: SimulationOptions): SimulationStats {
  const rng = seededRng(options.seed);
  const buy = options.buy;
  const doubleChance = options.doubleChance ?? false;
  const cost = costFactor(model, buy ?? null, doubleChance);
  let state = model.initialState();
  let total = 0;
  let squares = 0;
  let hits = 0;
  let featured = 0;
  let largest = 0;
  const features = new Map<string, number>(model.features.map((feature) => [feature, 0]));
  for (let index = 0; index < options.spins; index++) {
    const result = spin(model, state, {
      bet: 1,
      rng,
      trace: false,
      ...(buy ? { buy } : {}),
      doubleChance,
      ...(options.choice === undefined ? {} : { choice: options.choice }),
    });
    state = result.state;
    const win = result.winMultiple;
    total += win;
    squares += win * win;
    if (win > 0) hits++;
    if (win > largest) largest = win;
    if (result.features.length > 0) featured++;
    for (const feature of result.features) features.set(feature, (features.get(feature) ?? 0) + 1);
  }
  const spins = options.spins;
  const mean = total / spins;
  const variance = Math.max(0, squares / spins - mean * mean);
  const deviation = Math.sqrt(variance) / cost;
  return {
    game: model.slug,
    mode: modeName(options),
    spins,
    seed: options.seed,
    statedRtp: model.rtp,
    rtp: (mean / cost) * 100,
    ci95: ((1.96 * deviation) / Math.sqrt(spins)) * 100,
    hitFrequency: (hits / spins) * 100,
    featureRate: (featured / spins) * 100,
    featureRates: Object.fromEntries(
      [...features].map(([feature, count]) => [feature, (count / spins) * 100]),
    ),
    largestWin: largest,
    standardDeviation: deviation,
  };
}
