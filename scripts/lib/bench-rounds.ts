// `npm run bench`'s sandbox-rounds rows (issue 28): rounds a second through `POST
// /v1/operator-sessions/{id}/spins`, each of `SESSIONS` sessions spinning one round after the other as a
// player does, with the operator's wallet being the studio's reference wallet reached over loopback
// HTTP; on the embedded database and on PostgreSQL. Beside them, in the same run and under the same
// load, the yardstick: a bare Fastify route doing one PostgreSQL transaction that inserts one row
// (scripts/lib/bare-insert-server.ts). Game server and yardstick take turns in halves ordered game
// server, yardstick, yardstick, game server, as the other throughput rows do. A third row, the floor,
// measures a second yardstick the same way: a bare server doing only a round's commits and wallet
// calls (scripts/lib/bare-round-server.ts), what this machine allows any game server of the contract.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import postgres from "postgres";
import { root } from "../build";
import { waitForHttp } from "../process-group";
import type { BenchRow } from "./bench-table";
import { combineSegments, type LoadSegment } from "./measure-load";
import { openSignedSession } from "./sandbox-operator";
import { type RoundsAim, roundsRow, type SessionStep, sessionsLoad } from "./session-load";

/** Concurrent sessions, as the aim states it. */
export const SESSIONS = 20;
/** The aim on PostgreSQL. */
export const roundsAim: RoundsAim = { ratio: 0.3, p99Ms: 50 };
export const yardstickName = "bare Fastify + one PostgreSQL insert transaction";
/** The second yardstick's round: the contract's sequential commits and wallet calls, nothing else. */
const floorName = "bare Fastify: 5 sequential PostgreSQL commits + 2 loopback HTTP calls a round";
const game = "quest-of-ra";
/** BENCH_ROUNDS_CPU_PROF=<directory>: each game server writes a `node --cpu-prof` profile there. */
const profiling = process.env.BENCH_ROUNDS_CPU_PROF
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_ROUNDS_CPU_PROF}`]
  : [];

interface Credentials {
  operatorId: string;
  secret: string;
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Starts scripts/bench-rounds-server.ts and waits for the credentials it prints once it listens. */
export async function startGameServer(
  port: number,
  database: { DATA_DIR: string } | { DATABASE_URL: string },
): Promise<{ child: ChildProcess; credentials: Credentials }> {
  const { REDIS_URL: _redis, DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, [...profiling, "--import", "tsx", "scripts/bench-rounds-server.ts"], {
    cwd: root,
    env: {
      ...inherited,
      ...database,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      API_PORT: String(port),
      AUTH_SECRET: randomBytes(48).toString("base64url"),
      SANDBOX_WALLET_HOSTS: "127.0.0.1",
      // The bench is one operator playing as fast as the server goes: its limit would only measure itself.
      OPERATOR_RATE_LIMIT_MAX: "100000000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const credentials = await new Promise<Credentials>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the rounds bench's game server did not start")),
      180_000,
    );
    child.once("exit", (code) => reject(new Error(`the rounds bench's game server exited (${code})`)));
    lines.on("line", (line) => {
      if (!line.startsWith("{")) return;
      clearTimeout(timer);
      resolve(JSON.parse(line) as Credentials);
    });
  });
  return { child, credentials };
}

/** Opens `count` sandbox sessions as an operator's platform does, and answers each one's spin step. */
export async function spinningSessions(
  api: string,
  credentials: Credentials,
  count: number,
): Promise<SessionStep[]> {
  const steps: SessionStep[] = [];
  for (let index = 0; index < count; index++) {
    const { id: session_id, bet } = await openSignedSession(
      api,
      credentials,
      `bench-player-${index + 1}`,
      game,
    );
    const spin = JSON.stringify({ bet });
    steps.push(async () => {
      const played = await fetch(`${api}/v1/operator-sessions/${session_id}/spins`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: spin,
      });
      await played.arrayBuffer();
      return played.status === 200;
    });
  }
  return steps;
}

/** `count` sessions each posting to `url` one request after the other. */
function postingSessions(url: string, count: number): SessionStep[] {
  return Array.from({ length: count }, () => async () => {
    const answer = await fetch(url, { method: "POST" });
    await answer.arrayBuffer();
    return answer.status === 200;
  });
}

/** One row: a second of warm-up each, then the halves in the order game server, yardstick, yardstick, game server. */
async function measureRow(
  what: string,
  rounds: SessionStep[],
  inserts: SessionStep[],
  seconds: number,
  aim: RoundsAim | null,
): Promise<BenchRow> {
  await sessionsLoad(rounds, 1);
  await sessionsLoad(inserts, 1);
  const halves: LoadSegment[] = [];
  for (const steps of [rounds, inserts, inserts, rounds]) halves.push(await sessionsLoad(steps, seconds / 2));
  const [roundsFirst, insertsFirst, insertsSecond, roundsSecond] = halves as [
    LoadSegment,
    LoadSegment,
    LoadSegment,
    LoadSegment,
  ];
  return roundsRow(
    what,
    combineSegments([roundsFirst, roundsSecond]),
    combineSegments([insertsFirst, insertsSecond]),
    yardstickName,
    aim,
  );
}

/**
 * The two rows, on the embedded database (a fresh DATA_DIR) and on PostgreSQL (a database of its own on
 * the server `adminUrl` names, dropped at the end with the yardstick's schema in it).
 */
export async function sandboxRoundsRows(options: {
  adminUrl: string;
  ports: { roundsApi: number; bareInsert: number; bareRound: number };
  seconds: number;
}): Promise<BenchRow[]> {
  const { ports, seconds } = options;
  const databaseName = `bench_rounds_${process.pid}`;
  const databaseUrl = new URL(options.adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const admin = postgres(options.adminUrl, { max: 1, onnotice: () => {} });
  const dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-bench-rounds-"));
  const children: ChildProcess[] = [];
  const api = `http://127.0.0.1:${ports.roundsApi}`;
  const rows: BenchRow[] = [];
  try {
    await admin.unsafe(`create database ${databaseName}`);
    const bare = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/lib/bare-insert-server.ts",
        databaseUrl.toString(),
        String(ports.bareInsert),
      ],
      { cwd: root, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] },
    );
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${ports.bareInsert}/rows`;
    await waitForHttp(`http://127.0.0.1:${ports.bareInsert}/health`);
    const inserts = postingSessions(bareUrl, SESSIONS);

    for (const [label, database, aim] of [
      ["on PGlite", { DATA_DIR: path.join(dataDir, "data") }, null],
      ["on PostgreSQL", { DATABASE_URL: databaseUrl.toString() }, roundsAim],
    ] as const) {
      const server = await startGameServer(ports.roundsApi, database);
      children.push(server.child);
      try {
        const rounds = await spinningSessions(api, server.credentials, SESSIONS);
        rows.push(
          await measureRow(
            `sandbox rounds/s ${label} (${SESSIONS} sessions, reference wallet over loopback)`,
            rounds,
            inserts,
            seconds,
            aim,
          ),
        );
      } finally {
        await stopped(server.child);
      }
    }

    // The floor: what a bare server doing only a round's commits and wallet calls reaches beside the
    // same yardstick, so the rows above can be read against what this machine allows at all.
    const floor = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/lib/bare-round-server.ts",
        databaseUrl.toString(),
        String(ports.bareRound),
      ],
      { cwd: root, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "inherit"] },
    );
    children.push(floor);
    await waitForHttp(`http://127.0.0.1:${ports.bareRound}/health`);
    rows.push(
      await measureRow(
        `sandbox rounds/s floor on PostgreSQL (${SESSIONS} sessions, ${floorName}: a second yardstick)`,
        postingSessions(`http://127.0.0.1:${ports.bareRound}/rounds`, SESSIONS),
        inserts,
        seconds,
        null,
      ),
    );
  } finally {
    await Promise.all(children.map(stopped));
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`).catch(() => {});
    await admin.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
