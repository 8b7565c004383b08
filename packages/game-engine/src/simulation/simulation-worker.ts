import { parentPort, workerData } from "node:worker_threads";
import { gameModel } from "../games/index";
import { type SimulationOptions, simulateRange } from "./simulate";

/** What the parent sends a worker: the game, the run's options and the slice of round indices to play. */
export interface SliceRequest {
  readonly slug: string;
  readonly options: SimulationOptions;
  readonly from: number;
  readonly to: number;
}

const request = workerData as SliceRequest;
const model = gameModel(request.slug);
if (!model) throw new Error(`Unknown game ${request.slug}`);
parentPort?.postMessage(simulateRange(model, request.options, request.from, request.to));
