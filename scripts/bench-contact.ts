// Contact form reliability under load, with a crash in the middle (`npm run bench` runs it, or
// `npm run bench:contact`). Starts its own API from source on port 4700 (BENCH_PORT) with a fresh embedded
// database (or on PostgreSQL with BENCH_DATABASE_URL) and a local SMTP server, sends submissions from
// 50 concurrent clients, kills the API with SIGKILL halfway and starts it again. Clients retry every
// failed request with the same Idempotency-Key. Afterwards it checks in the database that every
// submission answered 201 is stored exactly once, under the id it was answered with, with exactly one
// notification in the outbox (sent, pending or leased). Exits non-zero on any loss or duplicate.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { root } from "./build";
import { startCountingInbox } from "./lib/counting-inbox";
import { waitForHttp } from "./process-group";

const PORT = Number(process.env.BENCH_PORT ?? 4700);
const CLIENTS = 50;
const SUBMISSIONS = Math.max(500, Number(process.env.BENCH_CONTACT_SUBMISSIONS ?? 600));
const GIVE_UP_AFTER_MS = 120_000;
const api = `http://127.0.0.1:${PORT}/v1`;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const runId = `bench-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-bench-contact-"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The studio inbox, counting what arrives by Message-ID. */
const inbox = await startCountingInbox();
const { delivered } = inbox;
const smtpPort = inbox.port;

const { REDIS_URL: _ownRedis, DATABASE_URL: _ownDatabase, ...inherited } = process.env;
const apiEnv = {
  ...inherited,
  NODE_ENV: "production",
  LOG_LEVEL: "error",
  API_HOST: "127.0.0.1",
  API_PORT: String(PORT),
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  CONTACT_INBOX: "bench-inbox@quillspin.games",
  // One client address sends every submission here; production keeps the default of 5 per 10 minutes.
  CONTACT_RATE_LIMIT_MAX: "1000000",
  AUTH_SECRET: randomBytes(48).toString("base64url"),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};

let apiProcess: ChildProcess | null = null;
async function startApi() {
  apiProcess = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: root,
    env: apiEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForHttp(`${api}/health`, 120_000);
}
async function stopApi(signal: NodeJS.Signals) {
  const child = apiProcess;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

const bodies = [
  "We run four brands in Ontario and want your Hold and Win titles in our lobby next quarter.",
  "Could you send certification documents for Malta and Sweden? Our compliance team asks <b>today</b>.",
  "Zoë from the affiliate desk: we'd love a demo build of your cascading slots — 🎰 danke, merci, 谢谢.",
  "Our aggregator platform needs your RGS endpoint documentation and a sandbox account, please.",
];
const names = ["Ana Ruiz", "Tomasz Wójcik", "Zoë Márquez", "Kwame Mensah", "Ingrid Solberg", "Li Wei"];
const topics = ["sales", "partnership", "support", "press", "careers", "other"];
const submission = (index: number) => ({
  name: names[index % names.length],
  email: `operator${index}@bench-casino.example`,
  company: `Bench Casino ${index % 17}`,
  topic: topics[index % topics.length],
  message: `${bodies[index % bodies.length]} (submission ${index} of ${runId})`,
  consent: true,
});

/** Idempotency-Key -> the id the API answered with. */
const accepted = new Map<string, string>();
const latencies: number[] = [];
const refusals: Record<string, number> = {};
let retries = 0;
let completed = 0;
let nextIndex = 0;
let restart: Promise<void> | null = null;
let restartedAfter: number | null = null;
const gaveUp: { key: string; reason: string }[] = [];

async function submitWithRetries(index: number) {
  const key = `${runId}-${index}`;
  const body = JSON.stringify(submission(index));
  const deadline = Date.now() + GIVE_UP_AFTER_MS;
  for (let attempt = 0; ; attempt++) {
    const started = performance.now();
    let outcome: string;
    try {
      const response = await fetch(`${api}/auth/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await response.json().catch(() => null)) as { id?: string; message?: string } | null;
      if (response.status === 201) {
        latencies.push(performance.now() - started);
        accepted.set(key, answer?.id ?? "");
        return;
      }
      outcome = `HTTP ${response.status}`;
      // A 4xx other than 429 will not get better by retrying: it is a failure of the run.
      if (response.status < 500 && response.status !== 429) {
        gaveUp.push({ key, reason: `${outcome}: ${answer?.message}` });
        return;
      }
    } catch (error) {
      const failure = error as { cause?: { code?: string }; name?: string };
      outcome = failure.cause?.code ?? failure.name ?? "network error";
    }
    refusals[outcome] = (refusals[outcome] ?? 0) + 1;
    retries += 1;
    if (Date.now() > deadline) {
      gaveUp.push({ key, reason: outcome });
      return;
    }
    await sleep(Math.min(1000, 25 * 2 ** attempt));
  }
}

async function client() {
  for (let index = nextIndex++; index < SUBMISSIONS; index = nextIndex++) {
    await submitWithRetries(index);
    completed += 1;
    if (!restart && completed >= SUBMISSIONS / 2) {
      restartedAfter = completed;
      restart = (async () => {
        await stopApi("SIGKILL");
        await startApi();
      })();
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface StoredRow {
  key: string;
  id: string;
  mails: number;
  statuses: string;
  mail_ids: string;
}

async function readStoredMessages(): Promise<StoredRow[]> {
  const query = `
    select m.idempotency_key as key, m.id::text as id, count(o.id)::int as mails,
           coalesce(string_agg(o.status, ','), '') as statuses,
           coalesce(string_agg(o.id::text, ','), '') as mail_ids
    from contact_messages m
    left join mail_outbox o on o.dedupe_key = 'contact.notification:' || m.id::text
    where m.idempotency_key like $1
    group by m.idempotency_key, m.id`;
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      return await sql.unsafe<StoredRow[]>(query, [`${runId}-%`]);
    } finally {
      await sql.end({ timeout: 5 });
    }
  }
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    return (await db.query<StoredRow>(query, [`${runId}-%`])).rows;
  } finally {
    await db.close();
  }
}

let exitCode = 1;
try {
  console.log(
    `Contact bench: ${SUBMISSIONS} submissions, ${CLIENTS} concurrent clients, API on port ${PORT} (${databaseUrl ? "PostgreSQL" : "embedded PGlite"}), one SIGKILL and restart halfway.`,
  );
  await startApi();
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  await restart;
  const seconds = (performance.now() - started) / 1000;

  // Give the worker time to deliver what is due, then stop the API cleanly before reading the database.
  // Mails the killed API had leased wait for their lease to run out (2 minutes): stop once nothing moves.
  const deliveryDeadline = Date.now() + 30_000;
  for (
    let seen = -1;
    delivered.size < accepted.size && delivered.size !== seen && Date.now() < deliveryDeadline;
  ) {
    seen = delivered.size;
    await sleep(2000);
  }
  await stopApi("SIGTERM");

  const stored = await readStoredMessages();
  const storedByKey = new Map<string, StoredRow[]>();
  for (const row of stored) storedByKey.set(row.key, [...(storedByKey.get(row.key) ?? []), row]);
  let lost = 0;
  let duplicates = 0;
  let wrongId = 0;
  let withoutNotification = 0;
  const outboxStatuses: Record<string, number> = {};
  for (const [key, id] of accepted) {
    const rows = storedByKey.get(key) ?? [];
    if (rows.length === 0) lost += 1;
    if (rows.length > 1) duplicates += rows.length - 1;
    if (rows.length > 0 && !rows.some((row) => row.id === id)) wrongId += 1;
  }
  for (const row of stored) {
    if (row.mails !== 1) withoutNotification += 1;
    for (const status of row.statuses.split(",").filter(Boolean)) {
      outboxStatuses[status] = (outboxStatuses[status] ?? 0) + 1;
    }
  }
  const storedWithout201 = [...storedByKey.keys()].filter((key) => !accepted.has(key)).length;
  const runMailIds = new Set(stored.flatMap((row) => row.mail_ids.split(",").filter(Boolean)));
  const deliveredIds = [...delivered.keys()].map(
    (messageId) => /^<([^@]+)@/.exec(messageId)?.[1] ?? messageId,
  );
  const deliveredThisRun = deliveredIds.filter((id) => runMailIds.has(id)).length;
  const deliveredEarlierRuns = deliveredIds.length - deliveredThisRun;
  const resends = [...delivered.values()].filter((count) => count > 1).length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const figures = {
    requests: SUBMISSIONS + retries,
    submissions: SUBMISSIONS,
    "answered 201": accepted.size,
    "retries (same Idempotency-Key)": `${retries} (${Object.entries(refusals)
      .map(([what, count]) => `${count} ${what}`)
      .join(", ")})`,
    "API killed and restarted after": `${restartedAfter} completed submissions`,
    "latency of 201s": `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    throughput: `${(accepted.size / seconds).toFixed(0)} submissions/s over ${seconds.toFixed(1)} s`,
    "stored in the database": stored.length,
    "duplicates found": duplicates,
    lost,
    "stored under another id than answered": wrongId,
    "stored without exactly one notification": withoutNotification,
    "stored but never answered 201": storedWithout201,
    "gave up": gaveUp.length,
    "notifications in the outbox": Object.entries(outboxStatuses)
      .map(([status, count]) =>
        status === "sending"
          ? `${count} leased by the killed API (sent once the lease runs out)`
          : `${count} ${status}`,
      )
      .join(", "),
    "notifications received by SMTP": `${deliveredThisRun} distinct Message-IDs, ${resends} resent after the crash with the same Message-ID${deliveredEarlierRuns ? ` (and ${deliveredEarlierRuns} left leased by an earlier run)` : ""}`,
  };
  for (const [label, value] of Object.entries(figures)) console.log(`  ${label.padEnd(42)} ${value}`);
  for (const failure of gaveUp.slice(0, 5)) console.log(`  gave up on ${failure.key}: ${failure.reason}`);
  const clean =
    lost === 0 &&
    duplicates === 0 &&
    wrongId === 0 &&
    withoutNotification === 0 &&
    gaveUp.length === 0 &&
    accepted.size === SUBMISSIONS;
  console.log(
    clean ? "  Result: every 201 is stored exactly once with its notification." : "  Result: FAILED",
  );
  exitCode = clean ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await stopApi("SIGTERM");
  await inbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
