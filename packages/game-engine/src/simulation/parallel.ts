import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { GameModel } from "../model";
import { type SimulationOptions, type SimulationStats, simulateRange, statsOf } from "./simulate";
import type { SliceRequest } from "./simulation-worker";
import { addTallies, type SimulationTally } from "./tally";

export const allCores = availableParallelism();

const workerFile = new URL("./simulation-worker.ts", import.meta.url);

/**
 * Run from TypeScript sources, a worker thread does not inherit the parent's `tsx` loader (Node 20).
 * Loading the engine's sources through tsx in each worker took about 0.8 s a run, so the worker's file is
 * bundled once per process into plain JavaScript with esbuild (the compiler tsx itself uses), and every
 * worker of the run loads that bundle.
 */
const bundles = new Map<string, Promise<URL>>();

function runnable(file: URL): Promise<URL> {
  if (!file.pathname.endsWith(".ts")) return Promise.resolve(file);
  let bundle = bundles.get(file.href);
  if (!bundle) {
    bundle = bundleWorker(file);
    bundles.set(file.href, bundle);
  }
  return bundle;
}

async function bundleWorker(file: URL): Promise<URL> {
  const { build } = await import("esbuild");
  const directory = mkdtempSync(join(tmpdir(), "quillspin-worker-"));
  process.once("exit", () => rmSync(directory, { recursive: true, force: true }));
  const outfile = join(directory, "worker.mjs");
  await build({
    entryPoints: [fileURLToPath(file)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "inline",
    outfile,
    logLevel: "warning",
  });
  return pathToFileURL(outfile);
}

/** Runs `file` once per request on a worker thread of its own; resolves with each worker's one message. */
export async function inWorkers<Request, Answer>(file: URL, requests: readonly Request[]): Promise<Answer[]> {
  const script = await runnable(file);
  return Promise.all(
    requests.map(
      (request) =>
        new Promise<Answer>((resolve, reject) => {
          const worker = new Worker(script, { workerData: request, execArgv: ["--enable-source-maps"] });
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
