// `npm start`: builds what is missing or stale, then runs the API and the site together.
import { ensureBuilt, root } from "./build";
import { apiProcessEnv } from "./lib/api-process-env";
import { runProcessGroup, waitForHttp } from "./process-group";

const env: NodeJS.ProcessEnv = { NODE_ENV: "production", ...process.env, WEB_BUILD_DIR: "build" };
const sitePort = env.PORT ?? "3000";
const apiPort = env.API_PORT ?? "4000";
const startedAt = Date.now();

try {
  ensureBuilt({ env });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const group = runProcessGroup([
  {
    name: "api",
    command: process.execPath,
    args: ["apps/api/dist/server.js"],
    env: { ...apiProcessEnv, ...env },
    cwd: root,
  },
  { name: "web", command: process.execPath, args: ["apps/web/build/web-server.js"], env, cwd: root },
]);

try {
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${apiPort}/v1/health`),
    waitForHttp(`http://127.0.0.1:${sitePort}/`),
  ]);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `\n  Site: http://localhost:${sitePort}\n  API:  http://localhost:${apiPort}/v1 (docs at /v1/docs)\n  Ready in ${seconds} s. Press Ctrl-C to stop.\n`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  group.stopAll(1);
}
