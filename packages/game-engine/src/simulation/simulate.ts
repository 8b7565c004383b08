import { Round } from "../core/round";
import type { GameModel, PlayRequest } from "../model";
import { roundRng } from "../rng/seeded-rng";
import { costFactor, SpinRequestError } from "../spin";

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
  /** RTP in per cent: the exact part plus the simulated part. */
  readonly rtp: number;
  /**
   * Half-width of the 95% confidence interval of the RTP, in percentage points: the simulated part's, the
   * exact part having none.
   */
  readonly ci95: number;
  /** The part of the RTP computed exactly from the maths, in per cent, by source; empty when none is. */
  readonly exactRtp: Readonly<Record<string, number>>;
  /** The part of the RTP measured by the simulation (the rounds' pays the exact part does not cover). */
  readonly simulatedRtp: number;
  /**
   * The exact-covered pays as the simulation drew them, in per cent: it must agree with the exact part
   * within its own interval (`exactCheckCi95`), or the exact figure and the rules disagree.
   */
  readonly exactCheck: number;
  readonly exactCheckCi95: number;
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
 * The raw counts of a run of rounds. Tallies of disjoint ranges of round indices add up to the tally of
 * the whole range, so worker threads can each play a slice and the parent adds their tallies.
 */
export interface SimulationTally {
  readonly spins: number;
  readonly total: number;
  readonly squares: number;
  /** Sum and sum of squares of each round's win less the pays the exact part covers. */
  readonly rest: number;
  readonly restSquares: number;
  /** Sum and sum of squares of the exact-covered pays, to check the exact part against the sample. */
  readonly exact: number;
  readonly exactSquares: number;
  readonly hits: number;
  readonly featured: number;
  readonly largest: number;
  readonly capped: number;
  readonly bands: readonly number[];
  readonly features: Readonly<Record<string, number>>;
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

/** The request a simulation plays every round with, checked once as `spin` would check it. */
function playRequest(model: GameModel, options: SimulationOptions): PlayRequest {
  const buy = options.buy ?? null;
  const doubleChance = options.doubleChance ?? false;
  costFactor(model, buy, doubleChance);
  const choices = model.freeSpinChoices;
  const choice = options.choice ?? choices?.default ?? 0;
  if (choices && (!Number.isInteger(choice) || choice < 0 || choice >= choices.options.length))
    throw new SpinRequestError(`Invalid free-spins choice ${choice}`);
  return { buy, doubleChance, choice };
}

/**
 * Sees each round of a simulation once it is played (its win, its pays by source, its index), for the
 * figures a PAR sheet adds to the run's own tally.
 */
export type RoundObserver = (round: Round, index: number) => void;

/**
 * Plays rounds `from` (inclusive) to `to` (exclusive) of a simulation, carrying the game state from round
 * to round as a player would. The rounds are the model's own `play`, untraced, through one reused round
 * account: nothing is allocated per round by the simulation itself. Each round draws from its own restart
 * of the seed's stream (`roundRng`), so round i plays the same screens in any slice and a knob change
 * moves only the rounds it touches.
 */
export function simulateRange(
  model: GameModel,
  options: SimulationOptions,
  from: number,
  to: number,
  observer?: RoundObserver,
): SimulationTally {
  const rng = roundRng(options.seed);
  const request = playRequest(model, options);
  const round = new Round(rng, model.maxWin, false, model.payScale);
  if (observer) round.sourcePays = new Map();
  const featureNames = [...model.features];
  const featureCounts = new Float64Array(featureNames.length);
  let state = model.initialState();
  let total = 0;
  let squares = 0;
  let rest = 0;
  let restSquares = 0;
  let exact = 0;
  let exactSquares = 0;
  let hits = 0;
  let featured = 0;
  let largest = 0;
  let capped = 0;
  const bands = new Float64Array(winBandEdges.length + 1);
  for (let index = from; index < to; index++) {
    rng.startRound(index);
    round.reset();
    state = model.play(round, request, state);
    const win = round.win;
    total += win;
    squares += win * win;
    const exactPay = round.exactPay;
    exact += exactPay;
    exactSquares += exactPay * exactPay;
    rest += win - exactPay;
    restSquares += (win - exactPay) * (win - exactPay);
    if (win > 0) hits++;
    if (win > largest) largest = win;
    if (round.capped) capped++;
    (bands[bandIndex(win)] as number)++;
    observer?.(round, index);
    if (round.features.size > 0) {
      featured++;
      for (const feature of round.features) {
        const at = featureNames.indexOf(feature);
        if (at >= 0) (featureCounts[at] as number)++;
        else {
          featureNames.push(feature);
          featureCounts[featureNames.length - 1] = 1;
        }
      }
    }
  }
  return {
    spins: to - from,
    total,
    squares,
    rest,
    restSquares,
    exact,
    exactSquares,
    hits,
    featured,
    largest,
    capped,
    bands: [...bands],
    features: Object.fromEntries(featureNames.map((feature, at) => [feature, featureCounts[at] ?? 0])),
  };
}

export function addTallies(tallies: readonly SimulationTally[]): SimulationTally {
  const features: Record<string, number> = {};
  const bands = new Array<number>(winBandEdges.length + 1).fill(0);
  let spins = 0;
  let total = 0;
  let squares = 0;
  let rest = 0;
  let restSquares = 0;
  let exact = 0;
  let exactSquares = 0;
  let hits = 0;
  let featured = 0;
  let largest = 0;
  let capped = 0;
  for (const tally of tallies) {
    spins += tally.spins;
    total += tally.total;
    squares += tally.squares;
    rest += tally.rest;
    restSquares += tally.restSquares;
    exact += tally.exact;
    exactSquares += tally.exactSquares;
    hits += tally.hits;
    featured += tally.featured;
    largest = Math.max(largest, tally.largest);
    capped += tally.capped;
    tally.bands.forEach((count, band) => {
      bands[band] = (bands[band] as number) + count;
    });
    for (const [feature, count] of Object.entries(tally.features))
      features[feature] = (features[feature] ?? 0) + count;
  }
  return {
    spins,
    total,
    squares,
    rest,
    restSquares,
    exact,
    exactSquares,
    hits,
    featured,
    largest,
    capped,
    bands,
    features,
  };
}

/** The statistics of a tally: the return on the amount staked with its interval, and the shares. */
export function statsOf(
  model: GameModel,
  options: SimulationOptions,
  tally: SimulationTally,
): SimulationStats {
  const request = playRequest(model, options);
  const cost = costFactor(model, request.buy, request.doubleChance);
  const { spins } = tally;
  const mean = tally.total / spins;
  const variance = Math.max(0, tally.squares / spins - mean * mean);
  const deviation = Math.sqrt(variance) / cost;
  const exactParts = Object.entries(model.exactPart?.(request) ?? {});
  const exactRtp = Object.fromEntries(exactParts.map(([source, pay]) => [source, (pay / cost) * 100]));
  const exactTotal = exactParts.reduce((sum, [, pay]) => sum + pay, 0);
  // Without an exact part the rest is the whole win, and the figures are the plain simulation's.
  const restMean = tally.rest / spins;
  const restDeviation = Math.sqrt(Math.max(0, tally.restSquares / spins - restMean * restMean)) / cost;
  const exactMean = tally.exact / spins;
  const exactDeviation = Math.sqrt(Math.max(0, tally.exactSquares / spins - exactMean * exactMean)) / cost;
  return {
    game: model.slug,
    mode: modeName(options),
    spins,
    seed: options.seed,
    statedRtp: model.rtp,
    rtp: ((exactTotal + restMean) / cost) * 100,
    ci95: ((1.96 * restDeviation) / Math.sqrt(spins)) * 100,
    exactRtp,
    simulatedRtp: (restMean / cost) * 100,
    exactCheck: (exactMean / cost) * 100,
    exactCheckCi95: ((1.96 * exactDeviation) / Math.sqrt(spins)) * 100,
    hitFrequency: (tally.hits / spins) * 100,
    featureRate: (tally.featured / spins) * 100,
    featureRates: Object.fromEntries(
      Object.entries(tally.features).map(([feature, count]) => [feature, (count / spins) * 100]),
    ),
    bonusFrequency: tally.featured > 0 ? spins / tally.featured : null,
    largestWin: tally.largest,
    maxWinHits: tally.capped,
    winDistribution: [
      { from: 0, to: 0, share: ((tally.bands[0] as number) / spins) * 100 },
      ...winBandEdges.map((from, band) => ({
        from,
        to: winBandEdges[band + 1] ?? null,
        share: ((tally.bands[band + 1] as number) / spins) * 100,
      })),
    ],
    standardDeviation: deviation,
  };
}

/** Plays `spins` rounds from a fixed seed on this thread and measures the return on the amount staked. */
export function simulate(model: GameModel, options: SimulationOptions): SimulationStats {
  return statsOf(model, options, simulateRange(model, options, 0, options.spins));
}
