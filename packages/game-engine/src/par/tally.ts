import type { Round } from "../core/round";
import type { RoundObserver } from "../simulation/simulate";
import { spinSpeeds } from "./speeds";

/**
 * Win sizes are counted in bins 1% wide on a log scale from 0.01x to 10,000,000x (each bin also keeps the
 * largest win it saw), so tallies of slices add up and a percentile is read to within 1% without keeping
 * every round: the bin's largest win is the percentile itself whenever the bin holds a single pay value,
 * as a line game's small pays do.
 */
const binFloor = 0.01;
const binRatio = 1.01;
const binCount = Math.ceil(Math.log(1e9) / Math.log(binRatio)) + 1;

export function winBin(win: number): number {
  if (win <= binFloor) return 0;
  return Math.min(binCount - 1, 1 + Math.floor(Math.log(win / binFloor) / Math.log(binRatio)));
}

/** Win thresholds, in multiples of the bet, whose chance of being reached or beaten a sheet gives. */
export const exceedanceThresholds = [20, 100, 1000] as const;

export interface SourceTally {
  readonly sum: number;
  readonly squares: number;
  /** Rounds in which the source paid more than zero. */
  readonly hits: number;
}

/** An hour of play at one speed: how many simulated hours, how many ended ahead, and their net sums. */
export interface HourTally {
  readonly speed: string;
  readonly spinsPerHour: number;
  readonly hours: number;
  readonly ahead: number;
  /** Sum and sum of squares of an hour's net result (wins less stakes), in multiples of the bet. */
  readonly net: number;
  readonly netSquares: number;
}

/** What a PAR sheet adds to a simulation's tally; like it, tallies of disjoint slices add up. */
export interface ParTally {
  readonly sources: Readonly<Record<string, SourceTally>>;
  /** Rounds with no win. */
  readonly zero: number;
  readonly binCounts: readonly number[];
  readonly binLargest: readonly number[];
  /** Rounds whose win reached each of `exceedanceThresholds`. */
  readonly atLeast: readonly number[];
  readonly hours: readonly HourTally[];
}

/**
 * An observer for `simulateRange` and the tally it fills. `stake` is what one round costs in multiples of
 * the bet; hours are tallied only when `hours` is set (the base game: nobody buys a bonus 1,000 times an
 * hour), from rounds `from` on, which must start an hour at every speed (a multiple of `hourBlock`).
 */
export function parObserver(
  stake: number,
  hours: boolean,
): { observe: RoundObserver; tally: () => ParTally } {
  const sources = new Map<string, { sum: number; squares: number; hits: number }>();
  const binCounts = new Float64Array(binCount);
  const binLargest = new Float64Array(binCount);
  const atLeast = new Float64Array(exceedanceThresholds.length);
  const speeds = hours ? spinSpeeds : [];
  const hourWin = new Float64Array(speeds.length);
  const hourRounds = new Float64Array(speeds.length);
  const hourTallies = speeds.map((speed) => ({
    speed: speed.id,
    spinsPerHour: speed.spinsPerHour,
    hours: 0,
    ahead: 0,
    net: 0,
    netSquares: 0,
  }));
  let zero = 0;
  const observe = (round: Round) => {
    const win = round.win;
    for (const [source, pay] of round.sourcePays ?? []) {
      const entry = sources.get(source);
      if (entry) {
        entry.sum += pay;
        entry.squares += pay * pay;
        if (pay > 0) entry.hits++;
      } else sources.set(source, { sum: pay, squares: pay * pay, hits: pay > 0 ? 1 : 0 });
    }
    if (win <= 0) zero++;
    else {
      const bin = winBin(win);
      (binCounts[bin] as number)++;
      if (win > (binLargest[bin] as number)) binLargest[bin] = win;
      for (let at = 0; at < exceedanceThresholds.length; at++)
        if (win >= (exceedanceThresholds[at] as number)) (atLeast[at] as number)++;
    }
    for (let at = 0; at < speeds.length; at++) {
      hourWin[at] = (hourWin[at] as number) + win;
      hourRounds[at] = (hourRounds[at] as number) + 1;
      const speed = speeds[at] as (typeof speeds)[number];
      if (hourRounds[at] !== speed.spinsPerHour) continue;
      const net = (hourWin[at] as number) - speed.spinsPerHour * stake;
      const hour = hourTallies[at] as HourTally & {
        hours: number;
        ahead: number;
        net: number;
        netSquares: number;
      };
      hour.hours++;
      if (net > 0) hour.ahead++;
      hour.net += net;
      hour.netSquares += net * net;
      hourWin[at] = 0;
      hourRounds[at] = 0;
    }
  };
  const tally = (): ParTally => ({
    sources: Object.fromEntries(sources),
    zero,
    binCounts: [...binCounts],
    binLargest: [...binLargest],
    atLeast: [...atLeast],
    hours: hourTallies.map((hour) => ({ ...hour })),
  });
  return { observe, tally };
}

export function addParTallies(tallies: readonly ParTally[]): ParTally {
  const sources: Record<string, SourceTally> = {};
  const binCounts = new Array<number>(binCount).fill(0);
  const binLargest = new Array<number>(binCount).fill(0);
  const atLeast = new Array<number>(exceedanceThresholds.length).fill(0);
  const hours = new Map<string, HourTally>();
  let zero = 0;
  for (const tally of tallies) {
    zero += tally.zero;
    for (const [source, entry] of Object.entries(tally.sources)) {
      const sum = sources[source] ?? { sum: 0, squares: 0, hits: 0 };
      sources[source] = {
        sum: sum.sum + entry.sum,
        squares: sum.squares + entry.squares,
        hits: sum.hits + entry.hits,
      };
    }
    tally.binCounts.forEach((count, bin) => {
      binCounts[bin] = (binCounts[bin] as number) + count;
      binLargest[bin] = Math.max(binLargest[bin] as number, tally.binLargest[bin] as number);
    });
    tally.atLeast.forEach((count, at) => {
      atLeast[at] = (atLeast[at] as number) + count;
    });
    for (const hour of tally.hours) {
      const sum = hours.get(hour.speed);
      hours.set(
        hour.speed,
        sum
          ? {
              ...sum,
              hours: sum.hours + hour.hours,
              ahead: sum.ahead + hour.ahead,
              net: sum.net + hour.net,
              netSquares: sum.netSquares + hour.netSquares,
            }
          : hour,
      );
    }
  }
  return { sources, zero, binCounts, binLargest, atLeast, hours: [...hours.values()] };
}

/**
 * The smallest win w such that at least `share` of the rounds counted won w or less (zero wins first), read
 * from the bins: the largest win in the bin where the share is reached.
 */
export function percentile(tally: ParTally, share: number, winningOnly: boolean): number {
  const counted = tally.binCounts.reduce((sum, count) => sum + count, 0) + (winningOnly ? 0 : tally.zero);
  const needed = share * counted;
  let seen = winningOnly ? 0 : tally.zero;
  if (seen >= needed && !winningOnly) return 0;
  for (let bin = 0; bin < tally.binCounts.length; bin++) {
    seen += tally.binCounts[bin] as number;
    if (seen >= needed && (tally.binCounts[bin] as number) > 0) return tally.binLargest[bin] as number;
  }
  return tally.binLargest.reduce((largest, win) => Math.max(largest, win), 0);
}
