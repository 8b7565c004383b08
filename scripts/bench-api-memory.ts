// The API's resident memory on the embedded database after traffic like the tests' and the bench's
// (`npm run bench:memory`). Builds the API and starts `apps/api/dist/server.js` as `npm start` does (the
// same process environment, a new PGlite database in a temporary DATA_DIR) on port 4703 (BENCH_PORT),
// then sends: every catalogue sort, filter value, page size and detail, searches, the news and the
// roadmap, demo sessions with spins, contact messages, and as a signed-in administrator every info kit,
// promo packs and cover uploads; then 20 connections on the catalogue list, the news list and a game
// page. Then restarts it on the same database and does it again. Prints the resident memory and the
// JavaScript heap at each step from the API's own Prometheus metrics, and exits non-zero when either
// start's memory after the traffic is over the aim (decision 24).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gameEntitiesResponseSchema, gameListResponseSchema, gameSortIds } from "@quillspin/contracts";
import sharp from "sharp";
import { root } from "./build";
import { createAdminArgs } from "./lib/accounts-command";
import { apiProcessEnv } from "./lib/api-process-env";
import { measureLoad } from "./lib/measure-load";
import { waitForHttp } from "./process-group";

const AIM_MB = 400;
const PORT = Number(process.env.BENCH_PORT ?? 4703);
const METRICS_PORT = PORT + 1000;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const api = `http://127.0.0.1:${PORT}/v1`;
const dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-bench-memory-"));
const admin = {
  email: "memory-bench@quillspin.example",
  name: "Memory Bench",
  password: randomBytes(18).toString("base64url"),
};

const build = spawnSync("npm", ["run", "build", "-w", "@quillspin/api"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) throw new Error("building the API failed");

const { REDIS_URL: _ownRedis, DATABASE_URL: _ownDatabase, ...inherited } = process.env;
const env = {
  ...apiProcessEnv,
  ...inherited,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  API_HOST: "127.0.0.1",
  API_PORT: String(PORT),
  API_METRICS_PORT: String(METRICS_PORT),
  DATA_DIR: dataDir,
};

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** The API's own figures, in MB: `process_resident_memory_bytes` and the V8 heap, read when scraped. */
async function memory(): Promise<Memory> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const sample = (name: string) => {
    const line = text.split("\n").find((candidate) => candidate.startsWith(`${name}{`));
    return Math.round(Number(line?.slice(line.lastIndexOf(" ") + 1)) / 1024 / 1024);
  };
  return {
    rss: sample("process_resident_memory_bytes"),
    heapUsed: sample("nodejs_heap_size_used_bytes"),
    external: sample("nodejs_external_memory_bytes"),
  };
}

async function send(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${api}${url}`, init);
  await response.clone().arrayBuffer();
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${response.status}`);
  return response;
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  send(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function traffic(): Promise<void> {
  const { data: games } = gameListResponseSchema.parse(await (await send("/games?limit=50")).json());
  const { data: entities } = gameEntitiesResponseSchema.parse(await (await send("/games/entities")).json());
  for (const sort of gameSortIds)
    for (const limit of [5, 12, 24, 50])
      for (const page of [1, 2]) await send(`/games?sort=${sort}&limit=${limit}&page=${page}`);
  const filters = {
    type: entities.types,
    volatility: entities.volatilities,
    theme: entities.themes,
    mechanic: entities.mechanics,
    language: entities.languages,
    special_feature: entities.special_features,
  };
  for (const [filter, values] of Object.entries(filters))
    for (const { id } of values) await send(`/games?${filter}=${encodeURIComponent(id)}&sort=a_z`);
  for (const q of ["ra", "gold", "hold and win", "fruit", '"free spins"', "-wild", "flexi", "777"])
    await send(`/games?q=${encodeURIComponent(q)}`);
  for (const game of games) await send(`/games/${game.slug}`);

  const news = (await (await send("/news?limit=50")).json()) as { data: { slug: string }[] };
  for (const page of [1, 2]) await send(`/news?page=${page}`);
  for (const search of ["launch", "certified"]) await send(`/news?search=${search}`);
  for (const article of news.data) await send(`/news/${article.slug}`);
  for (const url of ["/roadmap", "/health", "/health/ready", "/openapi.json"]) await send(url);

  for (const game of games) {
    const demo = (await (await send(`/games/${game.slug}/demo`)).json()) as { game_url: string };
    const session = new URL(demo.game_url).searchParams.get("session");
    if (!session) throw new Error(`no demo session in ${demo.game_url}`);
    for (let spin = 0; spin < 10; spin += 1)
      await postJson(`/demo-sessions/${session}/spins`, { round_id: randomUUID(), bet: 1 });
  }
  // From different client addresses, as nginx reports them, so the per-address limit is not what answers.
  for (let message = 0; message < 20; message += 1) {
    const contact = {
      name: "Ana Ruiz",
      email: `ana.${message}@northbay.example`,
      company: "Northbay Gaming",
      topic: "sales",
      message: "We would like to add your Hold and Win titles to our lobby next quarter.",
      consent: true,
    };
    await postJson("/auth/contact", contact, { "x-forwarded-for": `10.47.${message}.1` });
  }

  const { accessToken } = (await (
    await postJson("/auth/login", { email: admin.email, password: admin.password })
  ).json()) as { accessToken: string };
  const authorization = `Bearer ${accessToken}`;
  for (const game of games)
    await send(`/partner/games/${game.slug}/info-kit.pdf`, { headers: { authorization } });
  for (const game of games.slice(0, 5))
    await send(`/partner/games/${game.slug}/promo-pack.zip`, { headers: { authorization } });
  for (let upload = 0; upload < 3; upload += 1) {
    const background = { r: 60 * upload, g: 90, b: 160 };
    const png = await sharp({ create: { width: 2400, height: 1260, channels: 3, background } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
    await send("/admin/news/covers", { method: "POST", headers: { authorization }, body: form });
  }
}

const rows: { step: string; "RSS MB": number; "JS heap used MB": number; "external MB": number }[] = [];
async function record(step: string): Promise<number> {
  const { rss, heapUsed, external } = await memory();
  rows.push({ step, "RSS MB": rss, "JS heap used MB": heapUsed, "external MB": external });
  return rss;
}

/** One run of the API on the bench's data directory: started, sent the traffic, loaded, stopped. */
async function session(label: string, prepare?: () => void): Promise<number> {
  const child: ChildProcess = spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    await waitForHttp(`${api}/health`, 120_000);
    prepare?.();
    await record(`${label}: started`);
    await traffic();
    await record(`${label}: after the requests`);
    for (const url of ["/games?limit=50&sort=a_z", "/news", "/games/quest-of-ra"]) {
      const load = await measureLoad(`${api}${url}`, 20, LOAD_SECONDS);
      console.log(
        `${label}, ${url}: ${Math.round(load.rps)} req/s, p99 ${load.p99.toFixed(1)} ms, ${load.failures} failed`,
      );
    }
    return await record(`${label}: after ${LOAD_SECONDS} s at 20 connections on three pages`);
  } finally {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  }
}

function createAdministrator(): void {
  const created = spawnSync(process.execPath, createAdminArgs(admin), {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (created.status !== 0) throw new Error("creating the administrator failed");
}

let first = Number.POSITIVE_INFINITY;
let later = Number.POSITIVE_INFINITY;
try {
  // The first start creates the database (initdb, migrations, seeds); every later start opens it.
  first = await session("first start", createAdministrator);
  later = await session("next start");
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
console.log(
  `API resident memory after the traffic: ${first} MB on the start that created the database, ${later} MB on a later start (aim: ${AIM_MB} MB or less)`,
);
// A new database is created by a process of its own (decision 24), so both starts are held to the aim.
if (Math.max(first, later) > AIM_MB) process.exitCode = 1;
