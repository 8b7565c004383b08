// `npm run bench:games`: latency of `GET /v1/games` with filters, sorts, search and deep pages over a
// catalogue of 10,000 generated games, on the embedded database (PGlite) and, when one answers, on
// PostgreSQL (BENCH_DATABASE_URL, default the local server; database `bench_games`, dropped at the
// end). For each query it prints p50, p95 and p99 as the client sees them and requests per second,
// with 1 connection and then 4 (BENCH_CONCURRENCY). BENCH_GAMES and BENCH_SECONDS change the size and
// the duration of each measurement; BENCH_PORT the API's port (default 4702).

import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gameEntitiesResponseSchema, gameListResponseSchema } from "@quillspin/contracts";
import postgres from "postgres";
import { root } from "./build";
import { measureLoad } from "./lib/measure-load";
import { stopChildren, waitForHttp } from "./process-group";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const gameCount = Number(process.env.BENCH_GAMES ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const concurrencies = (process.env.BENCH_CONCURRENCY ?? "1,4").split(",").map(Number);
const port = Number(process.env.BENCH_PORT ?? 4702);
const api = `http://127.0.0.1:${port}/v1`;
const database = "bench_games";

/** Queries as the game list sends them, from the entities the API itself offers. */
async function queries(): Promise<[name: string, query: string][]> {
  const { data } = gameEntitiesResponseSchema.parse(await (await fetch(`${api}/games/entities`)).json());
  const id = (list: { id: string | number }[], index: number) => list[index % list.length]?.id;
  const english = data.languages.find((language) => language.iso2 === "en")?.id ?? id(data.languages, 0);
  return [
    ["all, catalogue order", ""],
    ["volatility", "?volatility=high"],
    ["mechanic, RTP sort", `?mechanic=hold-and-win&sort=rtp_high_to_low`],
    ["three filters", `?type=${id(data.types, 0)}&special_feature=buy-bonus&language=${english}`],
    ["theme + volatility, A-Z, page 5", `?theme=${id(data.themes, 1)}&volatility=medium&sort=a_z&page=5`],
    ["two features, new releases", "?mechanic=cascades&special_feature=double-chance&sort=new_releases"],
    ["text search", "?q=fortune"],
    ["search + filter", "?q=wild&volatility=medium-high&sort=volatility_high_to_low"],
    ["deep page, 100 per page", "?sort=z_a&page=40&limit=100"],
  ];
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("scripts", "bench-games-server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      API_PORT: String(port),
      BENCH_GAMES: String(gameCount),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForHttp(`${api}/health`, 180_000);
    const rows = [];
    for (const concurrency of concurrencies) {
      for (const [name, query] of await queries()) {
        const url = `${api}/games${query}`;
        const first = gameListResponseSchema.parse(await (await fetch(url)).json());
        await measureLoad(url, concurrency, 1);
        const result = await measureLoad(url, concurrency, seconds);
        rows.push({
          query: name,
          matches: first.meta.total,
          conns: concurrency,
          "req/s": Math.round(result.rps),
          failures: result.failures,
          "p50 ms": result.p50.toFixed(1),
          "p95 ms": result.p95.toFixed(1),
          "p99 ms": result.p99.toFixed(1),
        });
      }
    }
    console.log(
      `\nGET /v1/games on ${label} with ${gameCount.toLocaleString("en-GB")} games — ${seconds} s per query and number of connections\n`,
    );
    console.table(rows);
    const worst = Math.max(...rows.filter((row) => row.conns === 1).map((row) => Number(row["p95 ms"])));
    console.log(`Worst p95 with one connection: ${worst.toFixed(1)} ms`);
  } finally {
    await stopChildren([child]);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-bench-games-"));
try {
  await benchDatabase("PGlite (embedded)", { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
let serverAnswers = true;
try {
  await admin`select 1`;
} catch {
  serverAnswers = false;
  console.log(`\nPostgreSQL at ${serverUrl} does not answer: its half of the benchmark is skipped.`);
}
if (serverAnswers) {
  const benchUrl = new URL(serverUrl);
  benchUrl.pathname = `/${database}`;
  try {
    await admin.unsafe(`drop database if exists "${database}" with (force)`);
    await admin.unsafe(`create database "${database}"`);
    await benchDatabase("PostgreSQL", {
      DATABASE_URL: benchUrl.toString(),
      AUTH_SECRET: randomBytes(48).toString("base64url"),
    });
  } finally {
    await admin.unsafe(`drop database if exists "${database}" with (force)`).catch(() => {});
  }
}
await admin.end({ timeout: 5 });
