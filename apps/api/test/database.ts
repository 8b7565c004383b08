import { sql } from "drizzle-orm";
import postgres from "postgres";
import { type Database, openPglite, openPostgres } from "../src/db/database";
import { runMigrations } from "../src/db/migrate";
import { workerMark } from "./checkout-mark";

/**
 * One database per test worker, migrated once: PGlite in memory, or a database of its own on the
 * PostgreSQL server named by TEST_DATABASE_URL, so workers never see each other's rows.
 */
let shared: Promise<Database> | undefined;
/** The worker's own PostgreSQL database, once opened. */
let workerUrl: string | undefined;

async function openWorkerPostgres(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is needed for the PostgreSQL test project");
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || "test"}_${workerMark}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  url.pathname = `/${name}`;
  workerUrl = url.toString();
  const database = openPostgres({ url: url.toString(), maxConnections: 5 });
  await runMigrations(database, url.toString());
  return database;
}

async function openWorkerPglite(): Promise<Database> {
  const database = await openPglite();
  await runMigrations(database);
  return database;
}

export function testDatabase(): Promise<Database> {
  shared ??= process.env.TEST_DATABASE_KIND === "postgres" ? openWorkerPostgres() : openWorkerPglite();
  return shared;
}

/** Empties every table so each test starts from a known state. */
export async function resetDatabase(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = (Array.isArray(rows) ? rows : (rows as { rows: { tablename: string }[] }).rows).map(
    (row) => `"public"."${row.tablename}"`,
  );
  if (tables.length)
    await database.db.execute(sql.raw(`truncate ${tables.join(", ")} restart identity cascade`));
}

/**
 * Another handle on the worker's database, as a second API instance would open it: its own
 * connection pool on PostgreSQL. PGlite in memory has one connection only, so there it is the same.
 */
export async function anotherInstanceDatabase(): Promise<Database> {
  const database = await testDatabase();
  if (database.kind !== "postgres" || !workerUrl) return database;
  return openPostgres({ url: workerUrl, maxConnections: 5 });
}
