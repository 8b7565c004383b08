import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { ApiConfig } from "../config/env";
import { pgliteClientForDrizzle } from "./pglite-drizzle-client";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle plus what the API needs to run and stop it. */
export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Round-trips one query; resolves to its latency in milliseconds. */
  ping(): Promise<number>;
  /** This process's connections by state, for the metrics endpoint. */
  poolStats(): Promise<PoolStats>;
  close(): Promise<void>;
  /**
   * Runs `work` only if no other process holds the lock named `key` (a PostgreSQL session advisory
   * lock on a reserved connection; the embedded database has one process, so an in-process flag),
   * answering null without running it otherwise. For jobs that must run on one instance at a time.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T | null>;
}

export interface PoolStats {
  max: number;
  /** Open connections: those running a statement and those waiting for the next one. */
  active: number;
  idle: number;
}

export interface PostgresOptions {
  url: string;
  maxConnections?: number;
}

export function openPostgres({ url, maxConnections = 10 }: PostgresOptions): Database {
  // postgres.js keeps its pool private; a name of its own lets the server report this process's share.
  const applicationName = `quillspin-api-${process.pid}-${randomBytes(3).toString("hex")}`;
  const client = postgres(url, {
    max: maxConnections,
    onnotice: () => {},
    connection: { application_name: applicationName },
  });
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  const exclusively = async <T>(key: number, work: () => Promise<T>): Promise<T | null> => {
    const reserved = await client.reserve();
    try {
      const [row] = await reserved<{ locked: boolean }[]>`select pg_try_advisory_lock(${key}) as locked`;
      if (!row?.locked) return null;
      try {
        return await work();
      } finally {
        await reserved`select pg_advisory_unlock(${key})`;
      }
    } finally {
      reserved.release();
    }
  };
  return withCommonOperations(
    "postgres",
    db,
    () => client.end({ timeout: 5 }),
    async () => {
      const rows = await client<{ state: string | null; count: number }[]>`
      select state, count(*)::int as count from pg_stat_activity
      where application_name = ${applicationName} and pid <> pg_backend_pid()
      group by state`;
      const idle = rows.find((row) => row.state === "idle")?.count ?? 0;
      const total = rows.reduce((sum, row) => sum + row.count, 0);
      // The connection asking is busy only because of this question: it counts as idle.
      return { max: maxConnections, active: total - idle, idle: idle + 1 };
    },
    exclusively,
  );
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WebAssembly memory, which is
 * allocated whole and never shrinks: two thirds of the embedded database's resident memory. The
 * database holds tens of megabytes and the kernel's page cache keeps its files too, so 16 MB serves
 * the same queries with no more CPU (measured in decision 24).
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB"];

/** PGlite in a folder (persistent) or in memory when no folder is given (tests). */
export async function openPglite(dataDir?: string): Promise<Database & { client: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const startParams = [
    ...PGlite.defaultStartParams,
    ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting]),
  ];
  const client = new PGlite(dataDir, { startParams });
  await client.waitReady;
  const db = drizzlePglite({ client: pgliteClientForDrizzle(client), schema }) as unknown as Db;
  // One embedded connection, shared by every query of this process.
  const stats = async () => ({ max: 1, active: 0, idle: 1 });
  const held = new Set<number>();
  const exclusively = async <T>(key: number, work: () => Promise<T>): Promise<T | null> => {
    if (held.has(key)) return null;
    held.add(key);
    try {
      return await work();
    } finally {
      held.delete(key);
    }
  };
  return { ...withCommonOperations("pglite", db, () => client.close(), stats, exclusively), client };
}

export function openDatabase(config: ApiConfig["database"]): Promise<Database> | Database {
  return config.kind === "postgres" ? openPostgres({ url: config.url }) : openPglite(config.dataDir);
}

function withCommonOperations(
  kind: Database["kind"],
  db: Db,
  close: () => Promise<void>,
  poolStats: () => Promise<PoolStats>,
  exclusively: Database["exclusively"],
): Database {
  return {
    kind,
    db,
    poolStats,
    exclusively,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    close,
  };
}
