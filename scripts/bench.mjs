// `npm run bench`: the performance figures of the running product, measured on this machine.
// Cold build time, start-up time to the first 200, the gzipped JS and CSS a visitor downloads for
// the home page, and throughput and latency of a page and the API under load (autocannon).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { ensureBuilt, root } from "./build.mjs";
import { waitForHttp } from "./process-group.mjs";

const ports = { site: 3600, api: 4600 };
const site = `http://127.0.0.1:${ports.site}`;
const api = `http://127.0.0.1:${ports.api}/v1`;
const env = {
  ...process.env,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  WEB_BUILD_DIR: "build-bench",
  SITE_URL: site,
  API_BASE_URL: api,
};
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const results = {};

function time(label, fn) {
  const started = performance.now();
  const value = fn();
  results[label] = `${((performance.now() - started) / 1000).toFixed(1)} s`;
  return value;
}

time("cold build (API + site)", () => ensureBuilt({ force: true, env }));

const dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-bench-"));
const started = performance.now();
const children = [
  spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    env: { ...env, API_PORT: String(ports.api), DATA_DIR: dataDir },
    stdio: "ignore",
  }),
  spawn(process.execPath, [`apps/web/${env.WEB_BUILD_DIR}/web-server.js`], {
    cwd: root,
    env: { ...env, PORT: String(ports.site) },
    stdio: "ignore",
  }),
];

try {
  await Promise.all([waitForHttp(`${api}/health`), waitForHttp(`${site}/`)]);
  results["start-up to first 200 (new embedded database)"] =
    `${((performance.now() - started) / 1000).toFixed(1)} s`;

  const clientDir = path.join(root, "apps/web", env.WEB_BUILD_DIR, "client");
  const html = await (await fetch(`${site}/`)).text();
  const gzippedSize = (urlPath) => {
    const file = path.join(clientDir, urlPath);
    return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
  };
  const scripts = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  const inlineImports = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1]);
  const allScripts = [...new Set([...scripts, ...inlineImports])];
  const styles = [...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]))];
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  results["home page JS, gzipped"] =
    `${kb(allScripts.reduce((sum, s) => sum + gzippedSize(s), 0))} in ${allScripts.length} files`;
  results["home page CSS, gzipped"] = kb(styles.reduce((sum, s) => sum + gzippedSize(s), 0));
  results["home page HTML, gzipped"] = kb(gzipSync(html).length);

  for (const [label, url] of [
    ["GET / (server-rendered home)", `${site}/`],
    ["GET /forbidden (prerendered)", `${site}/forbidden`],
    ["GET /v1/games?limit=24", `${api}/games?limit=24`],
    ["GET /v1/health", `${api}/health`],
  ]) {
    const run = await autocannon({ url, connections: 20, duration: seconds });
    results[label] =
      `${Math.round(run.requests.average)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, ` +
      `${run.non2xx + run.errors} errors`;
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nBenchmarks (${seconds} s load runs, 20 connections):`);
for (const [label, value] of Object.entries(results)) console.log(`  ${label.padEnd(48)} ${value}`);
mkdirSync(path.join(root, ".bench"), { recursive: true });
writeFileSync(
  path.join(root, ".bench/results.json"),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
