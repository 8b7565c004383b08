// `npm run bench:first-spin`: only the bench's "first Spin" row (issue 26), against the same production
// build and processes `npm run bench` starts, without the rest of its table: the figure to watch while
// cutting the player's critical path. `-- --visits N` takes N cold visits (3 by default) and prints each
// and their median; `-- --waterfall` also prints, for the last visit, when each request left and ended,
// the page's long tasks and when it hydrated, relative to navigation; `-- --as-built` measures the
// build in `WEB_BUILD_DIR` as it is, even if the sources changed since (a build of an earlier version).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuilt, root } from "./build";
import { apiProcessEnv } from "./lib/api-process-env";
import { benchPorts } from "./lib/bench-yardsticks";
import { launchChromium } from "./lib/headless-chromium";
import { type FirstSpin, firstSpin } from "./lib/stage-pacing";
import { stopChildren, waitForHttp } from "./process-group";

const ports = benchPorts(Number(process.env.TEST_PORT_OFFSET ?? 0));
const site = `http://127.0.0.1:${ports.site}`;
const api = `http://127.0.0.1:${ports.api}/v1`;
// The same environment as `npm run bench`, so both share one build (`build-bench`); `WEB_BUILD_DIR`
// names another, to weigh two versions of the player back to back.
const env = {
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  WEB_BUILD_DIR: process.env.WEB_BUILD_DIR ?? "build-bench",
  SITE_URL: site,
  API_BASE_URL: api,
  API_METRICS_PORT: String(ports.apiMetrics),
  WEB_METRICS_PORT: String(ports.siteMetrics),
};
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
};
const visits = Number(argument("--visits") ?? 3);
const waterfall = process.argv.includes("--waterfall");
const slug = "quest-of-ra";

if (!process.argv.includes("--as-built")) ensureBuilt({ env });
const workDir = mkdtempSync(path.join(tmpdir(), "quillspin-first-spin-"));
const children: ChildProcess[] = [];
const startNode = (args: string[], childEnv: NodeJS.ProcessEnv) => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
};

try {
  startNode(["apps/api/dist/server.js"], {
    ...apiProcessEnv,
    ...env,
    API_PORT: String(ports.api),
    DATA_DIR: path.join(workDir, "data"),
  });
  startNode([`apps/web/${env.WEB_BUILD_DIR}/web-server.js`], { ...env, PORT: String(ports.site) });
  // The embedded database's first start takes over a minute when the neighbours' builds run.
  await Promise.all([waitForHttp(`${api}/health`, 180_000), waitForHttp(`${site}/`, 180_000)]);
  const browser = await launchChromium();
  try {
    const figures: FirstSpin[] = [];
    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    for (let visit = 1; visit <= visits; visit++) {
      const log: string[] = [];
      const figure = await firstSpin(browser, api, slug, waterfall && visit === visits ? log : undefined);
      figures.push(figure);
      console.log(
        `visit ${visit}: ${seconds(figure.acceptedMs)} s (first paint ${seconds(figure.paintedMs)} s), reels turning at ${seconds(figure.reelsMs)} s, played at ${seconds(figure.playingMs)} s`,
      );
      if (log.length > 0) console.log(log.join("\n"));
    }
    const medianOf = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number;
    console.log(
      `first Spin accepted, median of ${visits}: ${seconds(medianOf(figures.map((figure) => figure.acceptedMs)))} s; reels turning: ${seconds(medianOf(figures.map((figure) => figure.reelsMs)))} s; played: ${seconds(medianOf(figures.map((figure) => figure.playingMs)))} s`,
    );
  } finally {
    await browser.close();
  }
} finally {
  await stopChildren(children);
  rmSync(workDir, { recursive: true, force: true });
}
