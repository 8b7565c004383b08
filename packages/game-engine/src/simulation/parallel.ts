import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { GameModel } from "../model";
import { type SimulationOptions, type SimulationStats, simulateRange, statsOf } from "./simulate";
import type { SliceRequest } from "./simulation-worker";
import { addTallies, type SimulationTally } from "./tally";

export const allCores = availableParallelism();

const workerFile = new URL("./simulation-worker.ts", import.meta.url);

/**
 * Run from TypeScript sources, a worker thread does not inherit the parent's `tsx` loader (Node 20), so
 * it starts from a line of JavaScript that imports the worker's file through tsx's own API.
 */
function startWorker(file: URL, request: unknown): Worker {
  if (!file.pathname.endsWith(".ts")) return new Worker(file, { workerData: request });
  const boot = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(file.href)}, ${JSON.stringify(import.meta.url)}));`;
  return new Worker(boot, { eval: true, workerData: request });
}

/** Runs `file` once per request on a worker thread of its own; resolves with each worker's one message. */
export function inWorkers<Request, Answer>(file: URL, requests: readonly Request[]): Promise<Answer[]> {
  return Promise.all(
    requests.map(
      (request) =>
        new Promise<Answer>((resolve, reject) => {
          const worker = startWorker(file, request);
          worker.once("message", (answer: Answer) => resolve(answer));
          worker.once("error", reject);
          worker.once("exit", (code) => {
            if (code !== 0) reject(new Error(`Simulation worker stopped with code ${code}`));
          });
        }),
    ),
  );
}

/**
 * Plays a simulation on `workers` threads, each a contiguous slice of the round indices. Every round
 * restarts the seed's stream from its own index, so the rounds played are the same whatever the number
 * of workers; only a game that carries state between rounds (Cash Multipliers' star bulbs) starts each
 * slice from the initial state, as a new player would. Workers build the model from its slug, so `model`
 * must be the catalogue's (`gameModel(slug, version)`), not a calibration candidate.
 */
export async function simulateInParallel(
  model: GameModel,
  options: SimulationOptions,
  workers: number = allCores,
): Promise<SimulationStats> {
  return (await simulateVersionsInParallel(model, [], options, workers)).stated;
}

/**
 * Plays the stated version of a game on `workers` threads as `simulateInParallel` does, and tallies its
 * lower RTP versions `versions` (the catalogue's `gameModel(slug, id)`) on the same rounds
 * (`simulateRange`): one run measures every version, each as exactly as its own run would.
 */
export async function simulateVersionsInParallel(
  model: GameModel,
  versions: readonly GameModel[],
  options: SimulationOptions,
  workers: number = allCores,
): Promise<{ readonly stated: SimulationStats; readonly versions: readonly SimulationStats[] }> {
  const count = Math.max(1, Math.min(Math.floor(workers), options.spins));
  const requests: SliceRequest[] = [];
  for (let slice = 0; slice < count; slice++) {
    requests.push({
      slug: model.slug,
      version: model.rtpVersion,
      alongside: versions.map((version) => version.rtpVersion),
      options,
      from: Math.floor((options.spins * slice) / count),
      to: Math.floor((options.spins * (slice + 1)) / count),
    });
  }
  const slices =
    count === 1
      ? [simulateRange(model, options, 0, options.spins, undefined, versions)]
      : await inWorkers<SliceRequest, ReturnType<typeof simulateRange>>(workerFile, requests);
  return {
    stated: statsOf(model, options, addTallies(slices)),
    versions: versions.map((version, at) =>
      statsOf(
        version,
        options,
        addTallies(slices.map((slice) => slice.versionTallies[at] as SimulationTally)),
      ),
    ),
  };
}
