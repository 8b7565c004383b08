import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serveMetrics } from "@quillspin/observability";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { parseWebEnv } from "../config/env";
import { createWebServer } from "./app";
import { listenForContentChanges } from "./content-events";
import { createWebMetrics } from "./metrics";

const env = parseWebEnv();
// JSON lines on stdout, like the API's, so one request id can be followed through both.
const log = pino({ level: env.LOG_LEVEL, base: { service: "web", pid: process.pid } });
// This file is bundled to build/web-server.js, beside the React Router build it serves.
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const serverBuildUrl = new URL("./server/index.js", import.meta.url).href;
const metrics = createWebMetrics();
const lifecycle = { shuttingDown: false };

const web = createWebServer({
  buildDir,
  loadServerBuild: () => import(serverBuildUrl) as Promise<ServerBuild>,
  metrics,
  log,
  lifecycle,
});

// A taken metrics port must not keep the site from serving: it is logged and metrics stay off.
const metricsServer = await serveMetrics(metrics.registry, {
  host: env.WEB_METRICS_HOST,
  port: env.WEB_METRICS_PORT,
  token: env.METRICS_TOKEN ?? null,
}).catch((error: unknown) => {
  log.error({ err: error }, `metrics endpoint not started on port ${env.WEB_METRICS_PORT}`);
  return null;
});

// With Redis, the API's announcements drop every instance's shared pages at once (decision 0025).
const contentEvents = env.REDIS_URL
  ? listenForContentChanges(env.REDIS_URL, web.contentChanged, log.child({ module: "content-events" }))
  : null;

const server = createServer(web.handle).listen(env.PORT, env.HOST, () => {
  log.info(
    `Site ready at http://localhost:${env.PORT}${metricsServer ? ` (metrics on ${env.WEB_METRICS_HOST}:${env.WEB_METRICS_PORT})` : ""}`,
  );
});

function shutdown(signal: string) {
  log.info({ signal }, "closing the web server");
  lifecycle.shuttingDown = true;
  metricsServer?.close();
  void contentEvents?.close();
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
