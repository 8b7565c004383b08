/**
 * Account administration from the command line: `npm run accounts -- <command>` (see the usage
 * text in accounts-commands.ts). It opens the same database as the API, from the same environment.
 */
import { loadApiConfig } from "../config/env";
import { accountsUsage, runAccountsCommand } from "./accounts-commands";
import { openCliDatabase } from "./cli-database";
import { promptPassword } from "./password-prompt";

const config = loadApiConfig();

const argv = process.argv.slice(2);
if (!argv.length || argv[0] === "help" || argv[0] === "--help") {
  console.log(accountsUsage);
  process.exit(argv.length ? 0 : 1);
}

const { database, close } = await openCliDatabase(config, "npm run accounts");
try {
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
  await close();
}
