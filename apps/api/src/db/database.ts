import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { ApiConfig } from "../config/env";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle plus what the API needs to run and stop it. */
export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Round-trips one query; resolves to its latency in milliseconds. */
  ping(): Promise<number>;
  close(): Promise<void>;
}

export interface PostgresOptions {
  url: string;
  maxConnections?: number;
}

export function openPostgres({ url, maxConnections = 10 }: PostgresOptions): Database {
  const client = postgres(url, { max: maxConnections, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  return withCommonOperations("postgres", db, () => client.end({ timeout: 5 }));
}

/** PGlite in a folder (persistent) or in memory when no folder is given (tests). */
export async function openPglite(dataDir?: string): Promise<Database & { client: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { ...withCommonOperations("pglite", db, () => client.close()), client };
}

export function openDatabase(config: ApiConfig["database"]): Promise<Database> | Database {
  return config.kind === "postgres" ? openPostgres({ url: config.url }) : openPglite(config.dataDir);
}

function withCommonOperations(kind: Database["kind"], db: Db, close: () => Promise<void>): Database {
  return {
    kind,
    db,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    close,
  };
}
