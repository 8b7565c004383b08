import { Round } from "../core/round";
import type { GameModel, GameState, PlayRequest } from "../model";
import { roundRng } from "../rng/seeded-rng";
import { costFactor, SpinRequestError } from "../spin";
import { type SimulationTally, TallyBuilder, winBandEdges } from "./tally";

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

export function modeName(options: Pick<SimulationOptions, "buy" | "doubleChance">): string {
  if (options.buy) return `buy:${options.buy}`;
  return options.doubleChance ? "double-chance" : "base";
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
 * A lower RTP version played on the same rounds as the stated one (decision 28). A version pays every
 * pay of a round `payScale` times the stated one's, and a round that never reaches the max win plays out
 * the same (the same screens, features and state after it), so its win is the stated win times the scale
 * and costs nothing to count. Only a round the cap cut short at the stated version is played again at the
 * version itself (its screens are the same; only the cap can end its features elsewhere), and if that
 * leaves the version's carried state different from the stated one's, the version plays its own rounds
 * until the two meet again. Each version's tally is therefore exactly the tally of its own run on the
 * seed, at the cost of the stated run alone.
 */
interface VersionAlongside {
  readonly model: GameModel;
  readonly round: Round;
  readonly tally: TallyBuilder;
  /** The version's carried state, when it differs from the stated run's. */
  state: GameState | null;
}

/**
 * Plays rounds `from` (inclusive) to `to` (exclusive) of a simulation, carrying the game state from round
 * to round as a player would. The rounds are the model's own `play`, untraced, through one reused round
 * account: nothing is allocated per round by the simulation itself. Each round draws from its own restart
 * of the seed's stream (`roundRng`), so round i plays the same screens in any slice and a knob change
 * moves only the rounds it touches. `versions` (lower RTP versions of the same game) are tallied on the
 * same rounds, in `versionTallies`.
 */
export function simulateRange(
  model: GameModel,
  options: SimulationOptions,
  from: number,
  to: number,
  observer?: RoundObserver,
  versions: readonly GameModel[] = [],
): SimulationTally & { readonly versionTallies: readonly SimulationTally[] } {
  const rng = roundRng(options.seed);
  const request = playRequest(model, options);
  const round = new Round(rng, model.maxWin, false, model.payScale);
  if (observer) round.sourcePays = new Map();
  const tally = new TallyBuilder(model.features);
  const alongside: VersionAlongside[] = versions.map((version) => {
    if (version.slug !== model.slug || model.payScale !== 1)
      throw new Error(`${version.slug} ${version.rtpVersion} is not a version of the stated ${model.slug}`);
    return {
      model: version,
      round: new Round(rng, version.maxWin, false, version.payScale),
      tally: new TallyBuilder(version.features),
      state: null,
    };
  });
  let state = model.initialState();
  for (let index = from; index < to; index++) {
    rng.startRound(index);
    round.reset();
    const before = state;
    state = model.play(round, request, state);
    tally.add(round.win, round.exactPay, round.capped, round.features);
    observer?.(round, index);
    for (const version of alongside) {
      if (!round.capped && version.state === null) {
        const scale = version.model.payScale;
        version.tally.add(round.win * scale, round.exactPay * scale, false, round.features);
        continue;
      }
      rng.startRound(index);
      version.round.reset();
      const after = version.model.play(version.round, request, version.state ?? before);
      const own = version.round;
      version.tally.add(own.win, own.exactPay, own.capped, own.features);
      version.state = JSON.stringify(after) === JSON.stringify(state) ? null : after;
    }
  }
  return { ...tally.tally(), versionTallies: alongside.map((version) => version.tally.tally()) };
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
