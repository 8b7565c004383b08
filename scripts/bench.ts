// `npm run bench`: the performance figures of the running product, measured on this machine.
// Cold build time, start-up time to the first 200, the gzipped JS and CSS a visitor downloads for
// the home page, and throughput and latency of a page and the API under load (autocannon).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuilt, root } from "./build";
import { waitForHttp } from "./process-group";

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
const results: Record<string, string> = {};

/** Lighthouse's default mobile run (emulated phone, simulated slow 4G); scores out of 100 and LCP. */
async function lighthouseMobile(url: string): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const lcp = lhr.audits["largest-contentful-paint"]?.displayValue ?? "?";
    return `performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}, LCP ${lcp}`;
  } finally {
    await chrome.kill();
  }
}

function time<T>(label: string, fn: () => T): T {
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
  const gzippedSize = (urlPath: string) => {
    const file = path.join(clientDir, urlPath);
    return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
  };
  const scripts = [
    ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string)),
  ];
  const inlineImports = [...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1] as string);
  const allScripts = [...new Set([...scripts, ...inlineImports])];
  const styles = [
    ...new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1] as string)),
  ];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  results["home page JS, gzipped"] =
    `${kb(allScripts.reduce((sum, s) => sum + gzippedSize(s), 0))} in ${allScripts.length} files`;
  results["home page CSS, gzipped"] = kb(styles.reduce((sum, s) => sum + gzippedSize(s), 0));
  results["home page HTML, gzipped"] = kb(gzipSync(html).length);

  for (const [label, url] of [
    ["GET / (server-rendered home)", `${site}/`],
    ["GET /forbidden (prerendered)", `${site}/forbidden`],
    ["GET /v1/games?limit=24", `${api}/games?limit=24`],
    ["GET /v1/health", `${api}/health`],
  ] as const) {
    const run = await autocannon({ url, connections: 20, duration: seconds });
    results[label] =
      `${Math.round(run.requests.average)} req/s, p50 ${run.latency.p50} ms, p99 ${run.latency.p99} ms, ` +
      `${run.non2xx + run.errors} errors`;
  }
  for (const path of [
    "/",
    "/games",
    "/games/quest-of-ra",
    "/features/hold-and-win",
    "/news",
    "/news/hacker-crash-jackpot-launch",
  ]) {
    const scores = await lighthouseMobile(`${site}${path}`);
    results[`Lighthouse mobile ${path}`] = scores;
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

// Benchmarks of single features live in their own scripts; each starts what it needs.
for (const script of ["bench-contact.ts", "bench-news.ts", "bench-games.ts"]) {
  if (!existsSync(path.join(root, "scripts", script))) continue;
  console.log(`\nRunning scripts/${script}...`);
  const typescript = script.endsWith(".ts") ? ["--import", "tsx"] : [];
  const run = spawnSync(process.execPath, [...typescript, path.join(root, "scripts", script)], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  results[`scripts/${script}`] = run.status === 0 ? "passed (figures above)" : `failed (exit ${run.status})`;
}

console.log(`\nBenchmarks (${seconds} s load runs, 20 connections):`);
for (const [label, value] of Object.entries(results)) console.log(`  ${label.padEnd(48)} ${value}`);
mkdirSync(path.join(root, ".bench"), { recursive: true });
writeFileSync(
  path.join(root, ".bench/results.json"),
  JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
);
