import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { Database } from "./database";

/** Any number, as long as every API instance uses the same one. */
const MIGRATION_LOCK_ID = 71_203_001;

/**
 * The committed SQL migrations sit in `apps/api/drizzle`; this module runs from `src/db` in
 * development and from the bundled `dist` in production, so both places are tried.
 */
export function migrationsFolder(): string {
  const candidates = ["../../drizzle", "../drizzle"].map((relative) =>
    fileURLToPath(new URL(relative, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(`${dir}/meta/_journal.json`));
  if (!found) throw new Error(`No migrations found in ${candidates.join(" or ")}`);
  return found;
}

/**
 * Brings the schema up to date. On PostgreSQL several API instances may start at once, so the
 * migration runs on its own connection under an advisory lock.
 */
export async function runMigrations(database: Database, postgresUrl?: string): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  if (!postgresUrl) throw new Error("runMigrations needs the PostgreSQL URL");
  const client = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: folder });
  } finally {
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
    await client.end({ timeout: 5 });
  }
}
