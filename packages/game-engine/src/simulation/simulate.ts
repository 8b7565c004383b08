import type { GameModel } from "../model";
import { roundRng } from "../rng/seeded-rng";
import { costFactor, type SpinOptions, spin } from "../spin";

export interface SimulationOptions {
  readonly spins: number;
  readonly seed: number;
  readonly buy?: string;
  readonly doubleChance?: boolean;
  readonly choice?: number;
}

/** One band of the win distribution, in multiples of the bet: [from, to), or exactly 0 for no win. */
export interface WinBucket {
  readonly from: number;
  /** Upper edge, exclusive; null for the open top band. */
  readonly to: number | null;
  /** Share of paid rounds whose win fell in this band, in per cent. */
  readonly share: number;
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
  /** Paid rounds per feature trigger ("1 in N"); null when no round triggered one. */
  readonly bonusFrequency: number | null;
  /** Largest round win seen, in multiples of the bet. */
  readonly largestWin: number;
  /** Rounds that reached the game's max win cap. */
  readonly maxWinHits: number;
  /** Share of rounds in each win band; the bands are the same for every game. */
  readonly winDistribution: readonly WinBucket[];
  /** Standard deviation of the round win per unit of cost. */
  readonly standardDeviation: number;
}

/**
 * Lower edges of the win bands after "no win", in multiples of the bet. Win multiples are compared on
 * the round's win, not its return on a bought feature's price, so bands mean the same in every mode.
 */
export const winBandEdges: readonly number[] = [0, 1, 2, 5, 10, 20, 50, 100, 500, 1000];

export function modeName(options: Pick<SimulationOptions, "buy" | "doubleChance">): string {
  if (options.buy) return `buy:${options.buy}`;
  return options.doubleChance ? "double-chance" : "base";
}

function bandIndex(win: number): number {
  if (win <= 0) return 0;
  let band = 1;
  while (band < winBandEdges.length && win >= (winBandEdges[band] as number)) band++;
  return band;
}

/**
 * Plays `spins` rounds from a fixed seed, carrying the game state from round to round as a player would,
 * and measures the return on the amount staked. Each round draws from its own restart of the seed's
 * stream (`roundRng`), so a knob change moves only the rounds it touches.
 */
export function simulate(model: GameModel, options: SimulationOptions): SimulationStats {
  const rng = roundRng(options.seed);
  const buy = options.buy;
  const doubleChance = options.doubleChance ?? false;
  const cost = costFactor(model, buy ?? null, doubleChance);
  const spinOptions: SpinOptions = {
    bet: 1,
    rng,
    trace: false,
    ...(buy ? { buy } : {}),
    doubleChance,
    ...(options.choice === undefined ? {} : { choice: options.choice }),
  };
  let state = model.initialState();
  let total = 0;
  let squares = 0;
  let hits = 0;
  let featured = 0;
  let largest = 0;
  let capped = 0;
  const bands = new Float64Array(winBandEdges.length + 1);
  const features = new Map<string, number>(model.features.map((feature) => [feature, 0]));
  for (let index = 0; index < options.spins; index++) {
    rng.startRound(index);
    const result = spin(model, state, spinOptions);
    state = result.state;
    const win = result.winMultiple;
    total += win;
    squares += win * win;
    if (win > 0) hits++;
    if (win > largest) largest = win;
    if (result.capped) capped++;
    (bands[bandIndex(win)] as number)++;
    if (result.features.length > 0) {
      featured++;
      for (const feature of result.features) features.set(feature, (features.get(feature) ?? 0) + 1);
    }
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
    bonusFrequency: featured > 0 ? spins / featured : null,
    largestWin: largest,
    maxWinHits: capped,
    winDistribution: [
      { from: 0, to: 0, share: ((bands[0] as number) / spins) * 100 },
      ...winBandEdges.map((from, band) => ({
        from,
        to: winBandEdges[band + 1] ?? null,
        share: ((bands[band + 1] as number) / spins) * 100,
      })),
    ],
    standardDeviation: deviation,
  };
}
