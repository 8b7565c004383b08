import type { GameModel } from "../model";
import type { PaidMode } from "../simulation/modes";
import { paidModes } from "../simulation/modes";
import { statsOf } from "../simulation/simulate";
import type { SimulationTally } from "../simulation/tally";
import { costFactor } from "../spin";
import { largestReachableWin } from "./reachable-win";
import type { ParMode, ParSheet } from "./schema";
import { spinSpeeds } from "./speeds";
import { exceedanceThresholds, type ParTally, percentile } from "./tally";

/** z of a two-sided 95% interval. */
const z95 = 1.96;
/** The volatility index is the 90% one-sided confidence factor times the standard deviation. */
export const volatilityFactor = 1.645;
export const volatilityIndexDefinition =
  "90% confidence volatility index: 1.645 x the standard deviation of the win per round, per unit staked (the spread of a player's result around the RTP after n rounds is about VI / sqrt(n) of the stake at 90% confidence).";
export const percentiles = [50, 90, 99, 99.9, 99.99] as const;

/** Every mode a sheet covers: the base game first, then each buy and Double Chance. */
export function sheetModes(model: GameModel): PaidMode[] {
  return [{ mode: "base", price: 1 }, ...paidModes(model)];
}

export function modeLabel(model: GameModel, mode: Pick<PaidMode, "buy" | "doubleChance">): string {
  if (mode.buy) return `Buy: ${model.buyOptions.find((option) => option.id === mode.buy)?.label ?? mode.buy}`;
  if (mode.doubleChance) return model.doubleChance?.label ?? "Double Chance";
  return "Base game";
}

function shareWithInterval(count: number, rounds: number): { value: number; ci95: number } {
  const rate = count / rounds;
  return { value: rate * 100, ci95: z95 * Math.sqrt((rate * (1 - rate)) / rounds) * 100 };
}

/** One mode's figures from its run: the simulation's own statistics and the PAR tally beside them. */
export function parMode(
  model: GameModel,
  mode: PaidMode,
  run: { rounds: number; seed: number; tally: SimulationTally; par: ParTally },
): ParMode {
  const options = {
    spins: run.rounds,
    seed: run.seed,
    ...(mode.buy ? { buy: mode.buy } : {}),
    doubleChance: mode.doubleChance ?? false,
  };
  const stats = statsOf(model, options, run.tally);
  const request = { buy: mode.buy ?? null, doubleChance: mode.doubleChance ?? false, choice: 0 };
  const cost = costFactor(model, request.buy, request.doubleChance);
  const choices = model.freeSpinChoices;
  const exact = model.exactPart?.({ ...request, choice: choices?.default ?? 0 }) ?? {};
  const exactHits = model.exactHitFrequency?.({ ...request, choice: choices?.default ?? 0 }) ?? {};
  const rounds = run.rounds;
  const exactPart = Object.values(stats.exactRtp).reduce((sum, part) => sum + part, 0);
  const sources = Object.entries(run.par.sources)
    .map(([source, { sum, squares }]) => {
      const mean = sum / rounds;
      const deviation = Math.sqrt(Math.max(0, squares / rounds - mean * mean)) / cost;
      const simulated = (mean / cost) * 100;
      const ci95 = ((z95 * deviation) / Math.sqrt(rounds)) * 100;
      const known = exact[source];
      return known === undefined
        ? { source, rtp: simulated, ci95, method: "simulated" as const }
        : { source, rtp: (known / cost) * 100, ci95: 0, method: "exact" as const, simulated };
    })
    .sort((a, b) => b.rtp - a.rtp);
  const hit = shareWithInterval(run.tally.hits, rounds);
  const hits = run.tally.capped;
  return {
    mode: stats.mode,
    label: modeLabel(model, mode),
    price: cost,
    rounds,
    seed: run.seed,
    rtp: {
      total: stats.rtp,
      ci95: stats.ci95,
      method: exactPart > 0 && stats.simulatedRtp === 0 ? "exact" : "simulated",
      exactPart,
      simulatedPart: stats.simulatedRtp,
    },
    sources,
    hitFrequency: { ...hit, method: "simulated" },
    ...(Object.keys(exactHits).length > 0
      ? {
          sourceHitFrequency: Object.entries(exactHits).map(([source, chance]) => {
            const sampled = shareWithInterval(run.par.sources[source]?.hits ?? 0, rounds);
            return {
              source,
              value: chance * 100,
              method: "exact" as const,
              simulated: sampled.value,
              simulatedCi95: sampled.ci95,
            };
          }),
        }
      : {}),
    features: Object.entries(run.tally.features).map(([feature, count]) => ({
      feature,
      rate: (count / rounds) * 100,
      oneIn: count > 0 ? rounds / count : null,
      method: "simulated" as const,
    })),
    standardDeviation: stats.standardDeviation,
    volatilityIndex: volatilityFactor * stats.standardDeviation,
    percentiles: {
      all: percentiles.map((at) => ({ percentile: at, win: percentile(run.par, at / 100, false) })),
      winning: percentiles.map((at) => ({ percentile: at, win: percentile(run.par, at / 100, true) })),
    },
    exceedance: exceedanceThresholds.map((atLeast, at) => {
      const count = run.par.atLeast[at] ?? 0;
      const { value, ci95 } = shareWithInterval(count, rounds);
      return {
        atLeast,
        probability: value,
        ci95,
        oneIn: count > 0 ? rounds / count : null,
        method: "simulated",
      };
    }),
    maxWin: {
      hits,
      oneIn: hits > 0 ? rounds / hits : null,
      upperBound95: hits > 0 ? null : (3 / rounds) * 100,
      method: "simulated",
    },
    largestObserved: run.tally.largest,
    hours: run.par.hours.map((hour) => {
      const speed = spinSpeeds.find((candidate) => candidate.id === hour.speed);
      const { value, ci95 } = shareWithInterval(hour.ahead, Math.max(1, hour.hours));
      return {
        speed: hour.speed,
        label: speed?.label ?? hour.speed,
        spinsPerHour: hour.spinsPerHour,
        hours: hour.hours,
        ahead: value,
        ci95,
        method: "simulated",
      };
    }),
  };
}

export function parSheet(model: GameModel, modes: readonly ParMode[], generatedAt: string): ParSheet {
  return {
    schema: 1,
    game: model.slug,
    name: model.name,
    generatedAt,
    statedRtp: model.rtp,
    maxWin: model.maxWin,
    largestReachableWin: largestReachableWin(model, modes),
    volatilityIndexDefinition,
    modes: [...modes],
  };
}
