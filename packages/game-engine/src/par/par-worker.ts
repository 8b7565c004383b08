import { parentPort, workerData } from "node:worker_threads";
import { gameModel } from "../games/index";
import { type ParSliceRequest, playParSlice } from "./simulate-par";

const request = workerData as ParSliceRequest;
const model = gameModel(request.slug);
if (!model) throw new Error(`Unknown game ${request.slug}`);
parentPort?.postMessage(playParSlice(model, request));
