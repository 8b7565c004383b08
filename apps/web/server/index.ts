import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { parseWebEnv } from "../config/env";
import { createWebApp } from "./app";

const env = parseWebEnv();
// This file is bundled to build/web-server.js, beside the React Router build it serves.
const buildDir = path.dirname(fileURLToPath(import.meta.url));
const serverBuildUrl = new URL("./server/index.js", import.meta.url).href;

const app = createWebApp({
  buildDir,
  loadServerBuild: () => import(serverBuildUrl) as Promise<ServerBuild>,
});

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`Site ready at http://localhost:${env.PORT}`);
});

function shutdown(signal: string) {
  console.log(`Received ${signal}, closing the web server`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
