import type { ApiConfig } from "../config/env";
import { acquireDataDirLock, DataDirInUseError, type DataDirLock } from "../db/data-dir-lock";
import { type Database, openDatabase } from "../db/database";
import { runMigrations } from "../db/migrate";

/**
 * The API's database, opened for a command-line tool and migrated. The embedded database is
 * single-process (decision 0002): its lock in DATA_DIR is taken first, so the tool refuses while the
 * API or another tool has it open, whatever port that API listens on, and the API cannot start
 * while the tool runs. On PostgreSQL any number of processes share the database. A refusal is
 * printed as it is and the tool exits non-zero.
 */
export async function openCliDatabase(
  config: Pick<ApiConfig, "database">,
  command: string,
): Promise<{ database: Database; close(): Promise<void> }> {
  let lock: DataDirLock | null = null;
  try {
    if (config.database.kind === "pglite") lock = acquireDataDirLock(config.database.dataDir, command);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    const database = await openDatabase(config.database);
    await runMigrations(database, config.database.kind === "postgres" ? config.database.url : undefined);
    return {
      database,
      async close() {
        await database.close();
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
