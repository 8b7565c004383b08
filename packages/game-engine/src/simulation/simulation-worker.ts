import { parentPort, workerData } from "node:worker_threads";
import { gameModel } from "../games/index";
import { type SimulationOptions, simulateRange } from "./simulate";

/** What the parent sends a worker: the game, the run's options and the slice of round indices to play. */
export interface SliceRequest {
  readonly slug: string;
  /** The RTP version the model plays (`GameModel.rtpVersion`). */
  readonly version: number;
  readonly options: SimulationOptions;
  readonly from: number;
  readonly to: number;
}

const request = workerData as SliceRequest;
const model = gameModel(request.slug, request.version);
if (!model) throw new Error(`Unknown game ${request.slug} or version ${request.version}`);
parentPort?.postMessage(simulateRange(model, request.options, request.from, request.to));
