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

/**
 * Empties every table that holds rows and restarts every sequence that was used, in one round trip, so
 * each test starts from a known state. Truncating only what a test wrote matters on PostgreSQL, where a
 * truncate costs per table named (new files for each, synced at commit): all 28 tables took about 75 ms
 * a test on a loaded machine and up to 0.6 s beside the other worker, the 28 emptiness checks about 3 ms.
 */
export async function resetDatabase(database: Database): Promise<void> {
  await database.db.execute(sql.raw(RESET_PUBLIC_SCHEMA));
}

const RESET_PUBLIC_SCHEMA = `DO $$
DECLARE
  table_name text;
  holds_rows boolean;
  written text[] := '{}';
  used record;
BEGIN
  FOR table_name IN SELECT format('%I.%I', schemaname, tablename) FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %s)', table_name) INTO holds_rows;
    IF holds_rows THEN written := written || table_name; END IF;
  END LOOP;
  IF cardinality(written) > 0 THEN
    EXECUTE 'TRUNCATE ' || array_to_string(written, ', ') || ' RESTART IDENTITY CASCADE';
  END IF;
  -- A sequence whose table was emptied again by its test still counts on from where it stopped.
  FOR used IN SELECT schemaname, sequencename FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL LOOP
    EXECUTE format('ALTER SEQUENCE %I.%I RESTART', used.schemaname, used.sequencename);
  END LOOP;
END $$`;

/**
 * Another handle on the worker's database, as a second API instance would open it: its own
 * connection pool on PostgreSQL. PGlite in memory has one connection only, so there it is the same.
 */
export async function anotherInstanceDatabase(): Promise<Database> {
  const database = await testDatabase();
  if (database.kind !== "postgres" || !workerUrl) return database;
  return openPostgres({ url: workerUrl, maxConnections: 5 });
}
