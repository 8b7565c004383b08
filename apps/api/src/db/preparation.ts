import type { ApiConfig } from "../config/env";
import { seedNews } from "../modules/news/news.seed";
import { seedRoadmap } from "../modules/roadmap/roadmap.seed";
import { type Database, openDatabase } from "./database";
import { createEmbeddedDatabaseApart } from "./embedded-database-creation";
import { runMigrations } from "./migrate";
import { seedCatalogue } from "./seed";

/**
 * What every start does before serving: the schema migrated, the catalogue written from the content,
 * the studio's articles and the roadmap added where missing. Each step is a no-op on a database that
 * is already current.
 */
export async function bringUpToDate(database: Database, postgresUrl?: string): Promise<void> {
  await runMigrations(database, postgresUrl);
  await seedCatalogue(database.db);
  await seedNews(database.db);
  await seedRoadmap(database.db);
}

/**
 * The API's database, open and up to date. A new embedded database is first created in a process of
 * its own, so this one opens it as it would on any later start (see embedded-database-creation.ts).
 */
export async function openPreparedDatabase(config: ApiConfig["database"]): Promise<Database> {
  if (config.kind === "pglite") await createEmbeddedDatabaseApart(config.dataDir);
  const database = await openDatabase(config);
  await bringUpToDate(database, config.kind === "postgres" ? config.url : undefined);
  return database;
}
