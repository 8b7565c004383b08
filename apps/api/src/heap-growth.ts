import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it collects
 * again: 1.5 times, instead of the up to 4 times V8 picks for itself when its collections are quick.
 *
 * Under load, a request's objects that outlive two young-generation collections (PGlite's query
 * machinery, for requests queued behind the one embedded connection) reach the old generation and
 * die there. With V8's own factor the API's heap grew from about 60 MB kept to 200-230 MB before each
 * full collection, so its resident memory rose and fell by some 130 MB under steady traffic and a
 * reading after the bench's load landed anywhere between 300 and 440 MB. At 1.5 it stays within
 * about 30 MB of what is kept; full collections come more often, mostly marked on another thread,
 * with no measurable change in the catalogue's or `/v1/health`'s throughput (decision 29).
 *
 * The API sets it on itself, as the first thing `server.ts` does, so every way of starting it (npm
 * start, the bench, a deployment's `node dist/server.js`) gets it; V8 reads the flag each time it
 * sets the next limit, so setting it at start-up is enough. `--heap-growing-percent` on the command
 * line still wins: it is read before this runs, and this leaves a value already set alone.
 */
export const HEAP_GROWING_PERCENT = 50;

if (!process.execArgv.some((argument) => argument.startsWith("--heap-growing-percent"))) {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
