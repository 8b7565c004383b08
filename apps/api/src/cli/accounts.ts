/**
 * Account administration from the command line: `npm run accounts -- <command>` (see the usage
 * text in accounts-commands.ts). It opens the same database as the API, from the same environment.
 */
import { loadApiConfig } from "../config/env";
import { openDatabase } from "../db/database";
import { runMigrations } from "../db/migrate";
import { accountsUsage, runAccountsCommand } from "./accounts-commands";
import { promptPassword } from "./password-prompt";

const config = loadApiConfig();

/**
 * The embedded database serves one process at a time (decision 0002). When an API answers on this
 * machine's API port with an embedded database, the command stops instead of opening it too.
 */
async function embeddedDatabaseInUse(): Promise<boolean> {
  if (config.database.kind !== "pglite") return false;
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/v1/health`, {
      signal: AbortSignal.timeout(1500),
    });
    const health = (await response.json()) as { database?: { kind?: string } };
    return health.database?.kind === "pglite";
  } catch {
    return false;
  }
}

const argv = process.argv.slice(2);
if (!argv.length || argv[0] === "help" || argv[0] === "--help") {
  console.log(accountsUsage);
  process.exit(argv.length ? 0 : 1);
}
if (await embeddedDatabaseInUse()) {
  console.error(
    `An API is running on port ${config.port} with the embedded database, which only one process can open.\nStop it, run this command, then start it again (or use PostgreSQL through DATABASE_URL).`,
  );
  process.exit(1);
}

const database = await openDatabase(config.database);
try {
  await runMigrations(database, config.database.kind === "postgres" ? config.database.url : undefined);
  process.exitCode = await runAccountsCommand(argv, {
    db: database.db,
    siteUrl: config.siteUrl,
    readPassword: promptPassword,
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
