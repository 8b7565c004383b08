import type { GameModel } from "../model";
import { allCores, inWorkers } from "../simulation/parallel";
import { type SimulationOptions, simulateRange } from "../simulation/simulate";
import { addTallies, type SimulationTally } from "../simulation/tally";
import { costFactor } from "../spin";
import { hourBlock } from "./speeds";
import { addParTallies, type ParTally, parObserver } from "./tally";

/** A slice of a PAR run for a worker: the game, the run and the round indices to play. */
export interface ParSliceRequest {
  readonly slug: string;
  readonly options: SimulationOptions;
  readonly hours: boolean;
  readonly from: number;
  readonly to: number;
}

export interface ParSlice {
  readonly tally: SimulationTally;
  readonly par: ParTally;
}

/** Plays one slice: the simulation's own tally, and the PAR figures seen round by round. */
export function playParSlice(model: GameModel, request: Omit<ParSliceRequest, "slug">): ParSlice {
  const { options } = request;
  const stake = costFactor(model, options.buy ?? null, options.doubleChance ?? false);
  const { observe, tally } = parObserver(stake, request.hours);
  return { tally: simulateRange(model, options, request.from, request.to, observe), par: tally() };
}

const workerFile = new URL("./par-worker.ts", import.meta.url);

/**
 * Plays a PAR run on `workers` threads. Slices start at multiples of `hourBlock`, so every simulated hour
 * lies in one slice and the figures do not depend on the number of workers (as in `simulateInParallel`,
 * `model` must be the catalogue's, since workers build it from its slug).
 */
export async function simulatePar(
  model: GameModel,
  options: SimulationOptions,
  hours: boolean,
  workers: number = allCores,
): Promise<ParSlice> {
  const blocks = Math.ceil(options.spins / hourBlock);
  const count = Math.max(1, Math.min(Math.floor(workers), blocks));
  if (count === 1) return playParSlice(model, { options, hours, from: 0, to: options.spins });
  const requests: ParSliceRequest[] = [];
  for (let slice = 0; slice < count; slice++) {
    requests.push({
      slug: model.slug,
      options,
      hours,
      from: Math.min(options.spins, Math.floor((blocks * slice) / count) * hourBlock),
      to: Math.min(options.spins, Math.floor((blocks * (slice + 1)) / count) * hourBlock),
    });
  }
  const slices = await inWorkers<ParSliceRequest, ParSlice>(workerFile, requests);
  return {
    tally: addTallies(slices.map((slice) => slice.tally)),
    par: addParTallies(slices.map((slice) => slice.par)),
  };
}
