import { parentPort, workerData } from "node:worker_threads";
import { gameModel } from "../games/index";
import { type SimulationOptions, simulateRange } from "./simulate";

/** What the parent sends a worker: the game, the run's options and the slice of round indices to play. */
export interface SliceRequest {
  readonly slug: string;
  /** The RTP version the model plays (`GameModel.rtpVersion`). */
  readonly version: number;
  /** Lower RTP versions tallied on the same rounds (`simulateRange`'s `versions`), by id. */
  readonly alongside: readonly number[];
  readonly options: SimulationOptions;
  readonly from: number;
  readonly to: number;
}

const request = workerData as SliceRequest;
const model = gameModel(request.slug, request.version);
if (!model) throw new Error(`Unknown game ${request.slug} or version ${request.version}`);
const alongside = request.alongside.map((version) => {
  const versionModel = gameModel(request.slug, version);
  if (!versionModel) throw new Error(`${request.slug} has no RTP version ${version}`);
  return versionModel;
});
parentPort?.postMessage(
  simulateRange(model, request.options, request.from, request.to, undefined, alongside),
);
