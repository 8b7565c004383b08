// `npm run bench:news`: latency of the news search with 100,000 articles in PostgreSQL.
// Creates the database `bench_news` on the server named by BENCH_DATABASE_URL, starts the API on
// it (port 4701, or BENCH_PORT), fills it with generated articles, then runs `GET /v1/news?search=...` under load
// for each query, with 1 and then 4 connections (BENCH_CONCURRENCY), and prints p50, p95 and p99
// as the client sees them; the database is dropped at the end. BENCH_ARTICLES and BENCH_SECONDS
// change the size and the duration.

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { newsListResponseSchema } from "@quillspin/contracts";
import postgres from "postgres";
import { root } from "./build";
import { measureLoad } from "./lib/measure-load";
import { stopChildren, waitForHttp } from "./process-group";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const articleCount = Number(process.env.BENCH_ARTICLES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Connections kept busy at once; each level is a run of its own (this machine has few cores). */
const concurrencies = (process.env.BENCH_CONCURRENCY ?? "1,4").split(",").map(Number);
const port = Number(process.env.BENCH_PORT ?? 4701);
const api = `http://127.0.0.1:${port}/v1`;
const database = "bench_news";

/** Search queries of different reach: common words, rare words, phrases, prefixes and misses. */
const queries = [
  "certification",
  "hold win",
  "lotus energy",
  "nordic operator",
  "certif",
  "tournament leaderboard",
  '"jackpot lobby"',
  "raveltor",
  "estonia roadshow",
  "zzqx nothing",
];

// --- Generated articles: templates filled from word pools, seeded so every run writes the same text.

let seed = 20_261_121;
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let value = seed;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const games = [
  "Double Fortune Panda",
  "Squid Gold X2",
  "Brazilian Mask Fire",
  "Cleo's Riches FlexiWays",
  "Coral Reef FlexiWays",
  "Fortune 777 Respin",
  "Frozen Fruits FlexiWays",
  "Lucky Skulls Bonanza",
  "Lucky Santa Bonanza",
  "Wild Dragon Respin",
  "Admiral Wilds",
  "Irish Riches Bonanza",
  "Yakuza Clash Hold & Win",
  "Quest of Ra",
  "Vampire Vault Hold & Win",
  "Monster Load-Up Hold & Win",
  "Leprechaun Jackpot Collector",
  "Hacker Crash Jackpot",
  "Cash Multipliers Respin",
  "Wild Yoga Collector",
];
const markets = [
  "Malta",
  "Sweden",
  "Finland",
  "Denmark",
  "Italy",
  "Spain",
  "Portugal",
  "Greece",
  "Estonia",
  "Latvia",
  "Lithuania",
  "Czechia",
  "Romania",
  "Bulgaria",
  "Croatia",
  "Peru",
  "Colombia",
  "Mexico",
  "Chile",
  "Argentina",
];
const syllables = [
  "ra",
  "vel",
  "tor",
  "mer",
  "ost",
  "hex",
  "pel",
  "lum",
  "tess",
  "van",
  "ox",
  "quar",
  "zen",
  "bri",
  "dal",
  "fen",
];
const partner = () =>
  `${pick(syllables)}${pick(syllables)}${pick(syllables)}`.replace(/^./, (c) => c.toUpperCase());
const features = [
  "Hold & Win",
  "FlexiWays",
  "cluster pays",
  "cascades",
  "Buy Bonus",
  "free spins",
  "expanding wilds",
  "a collector bar",
  "the Lotus Energy bar",
  "a Fortune Wheel",
  "sticky multipliers",
  "a jackpot lobby",
];

interface Generated {
  tag: string;
  title: string;
  excerpt: string;
  body: string[];
}

const kinds: (() => Generated)[] = [
  () => {
    const game = pick(games);
    return {
      tag: "release",
      title: `${game} is live in ${pick(markets)}`,
      excerpt: `${game} launches with ${pick(features)} and ${pick(features)} for operators in ${pick(markets)}.`,
      body: [
        `${game} is now available to every partner. It combines ${pick(features)} with ${pick(features)}.`,
        `The maths returns a certified RTP with ${pick(["low", "medium", "high"])} volatility, on bets from 0.10 to 100.00.`,
        `Operators in ${pick(markets)} and ${pick(markets)} can switch it on from the admin panel today.`,
      ],
    };
  },
  () => {
    const name = partner();
    return {
      tag: "partnership",
      title: `${name} takes the catalogue in ${pick(markets)}`,
      excerpt: `The ${pick(["Nordic", "Baltic", "Iberian", "Latin American", "Central European"])} operator ${name} integrates our games through one API.`,
      body: [
        `${name} has signed a distribution agreement covering ${pick(markets)} and ${pick(markets)}.`,
        `Its players get ${pick(games)} and ${pick(games)} first, with ${pick(features)} in a lobby of their own.`,
        "Reporting runs from the client area, by market and by currency.",
      ],
    };
  },
  () => ({
    tag: "certification",
    title: `Certification renewed for ${pick(markets)}`,
    excerpt: `An accredited laboratory re-certified the RNG and the maths of ${pick(games)} for ${pick(markets)}.`,
    body: [
      "Every certified build is fingerprinted, and the laboratory confirmed the builds in production.",
      `The review covered ${pick(games)}, ${pick(games)} and ${pick(games)} on every certified RTP profile.`,
      "Certificates are available to partners in the client area.",
    ],
  }),
  () => ({
    tag: "event",
    title: `Meet us at the ${pick(["spring", "summer", "autumn", "winter"])} ${pick(["summit", "expo", "conference", "roadshow"])} in ${pick(markets)}`,
    excerpt: `Our team demos ${pick(games)} and runs workshops on ${pick(features)}.`,
    body: [
      `The stand shows ${pick(games)} on tablets and phones, from the same builds operators run.`,
      `Talks cover ${pick(["tournament leaderboard design", "volatility and hit frequency", "RTP profiles per market", "responsible gaming tools"])}.`,
      "Meetings can be booked in advance through the sales team.",
    ],
  }),
];

function generatedArticle(index: number) {
  const article = pick(kinds)();
  const published = new Date(
    Date.UTC(2016, 0, 1) + random() * (Date.UTC(2026, 10, 1) - Date.UTC(2016, 0, 1)),
  );
  return {
    locale: "en",
    slug: `bench-${index}`,
    title: article.title,
    excerpt: article.excerpt,
    body: article.body.map((paragraph) => `<p>${paragraph.replaceAll("&", "&amp;")}</p>`).join(""),
    cover_image: "/images/news/bench.webp",
    cover_alt: "Generated cover",
    tags: [article.tag],
    author: "Benchmark",
    pin_news: random() < 0.002,
    pin_homepage: random() < 0.002,
    // One in fifty is a draft, which the list must skip.
    published_at: random() < 0.02 ? null : published,
  };
}

const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${database}`;
let apiProcess: ChildProcess | undefined;

try {
  await admin.unsafe(`drop database if exists "${database}" with (force)`);
  await admin.unsafe(`create database "${database}"`);

  apiProcess = spawn(process.execPath, ["--import", "tsx", path.join("apps", "api", "src", "server.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      API_PORT: String(port),
      DATABASE_URL: benchUrl.toString(),
      AUTH_SECRET: randomBytes(48).toString("base64url"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHttp(`${api}/health`);

  const sql = postgres(benchUrl.toString(), { max: 4, onnotice: () => {} });
  const started = performance.now();
  const batch = 1000;
  for (let first = 0; first < articleCount; first += batch) {
    const rows = Array.from({ length: Math.min(batch, articleCount - first) }, (_, offset) =>
      generatedArticle(first + offset),
    );
    await sql`insert into articles ${sql(rows)}`;
  }
  // What autovacuum does soon after a bulk load: the full-text index's pending entries are merged.
  await sql`vacuum analyze articles`;
  const [{ total }] = await sql<[{ total: number }]>`select count(*)::int as total from articles`;
  const [{ size }] = await sql<
    [{ size: string }]
  >`select pg_size_pretty(pg_total_relation_size('articles')) as size`;
  console.log(
    `\n${total} articles in ${database} (${size}), written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const [plan] = await sql<[{ "QUERY PLAN": unknown }]>`
    explain (analyze, format json)
    select id from articles where search @@ to_tsquery('english', 'tournament:* & leaderboard:*')
      and locale = 'en' and published_at <= now()`;
  const planText = JSON.stringify(plan["QUERY PLAN"]);
  console.log(
    `Full-text index used for a selective search: ${planText.includes("articles_search_idx") ? "yes" : "NO"}`,
  );

  const rows = [];
  for (const concurrency of concurrencies) {
    for (const query of queries) {
      const url = `${api}/news?search=${encodeURIComponent(query)}`;
      const first = newsListResponseSchema.parse(await (await fetch(url)).json());
      await measureLoad(url, concurrency, 2);
      const result = await measureLoad(url, concurrency, seconds);
      rows.push({
        search: query,
        matches: first.meta.total === 1000 ? "1,000+" : first.meta.total,
        connections: concurrency,
        requests: result.requests,
        failures: result.failures,
        "p50 ms": result.p50.toFixed(1),
        "p95 ms": result.p95.toFixed(1),
        "p99 ms": result.p99.toFixed(1),
      });
    }
  }
  await sql.end({ timeout: 5 });
  console.log(
    `\nGET /v1/news?search=... — ${seconds} s per query and number of connections, after a 2 s warm-up\n`,
  );
  console.table(rows);
} finally {
  if (apiProcess) await stopChildren([apiProcess]);
  // BENCH_KEEP_DATABASE=1 leaves the articles in place for looking at query plans afterwards.
  if (!process.env.BENCH_KEEP_DATABASE) {
    await admin.unsafe(`drop database if exists "${database}" with (force)`).catch(() => {});
  }
  await admin.end({ timeout: 5 });
}
