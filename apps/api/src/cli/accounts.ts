/**
 * Account administration from the command line: `npm run accounts -- <command>` (see the usage
 * text in accounts-commands.ts). It uses the same database as the API, from the same environment:
 * on the embedded database, while the API runs, through the API itself (the database serves one
 * process); otherwise by opening it.
 */
import { loadApiConfig } from "../config/env";
import { findRunningApi, runInRunningApi } from "../local-commands/command-channel-client";
import { accountsUsage, passwordQuestionOf, runAccountsCommand } from "./accounts-commands";
import { openCliDatabase } from "./cli-database";
import { promptPassword } from "./password-prompt";

const config = loadApiConfig();

const argv = process.argv.slice(2);
if (!argv.length || argv[0] === "help" || argv[0] === "--help") {
  console.log(accountsUsage);
  process.exit(argv.length ? 0 : 1);
}

/** The command run by the API that holds the embedded database: its exit code, or null when none runs. */
async function inRunningApi(): Promise<number | null> {
  const runningApi = config.database.kind === "pglite" ? findRunningApi(config.database.dataDir) : null;
  if (!runningApi) return null;
  const question = passwordQuestionOf(argv);
  const password = question ? await promptPassword(question) : undefined;
  const answer = await runInRunningApi(runningApi, { argv, password });
  if (!answer) {
    // The API stopped in between: the command opens the database itself, without asking again.
    if (password !== undefined) argv.push("--password", password);
    return null;
  }
  for (const line of answer.output) console.log(line);
  for (const line of answer.errors) console.error(line);
  return answer.exitCode;
}

/** The command run on the database opened here (PostgreSQL, or the embedded one when no API holds it). */
async function onOwnConnection(): Promise<number> {
  const { database, close } = await openCliDatabase(config, "npm run accounts");
  try {
    return await runAccountsCommand(argv, {
      db: database.db,
      siteUrl: config.siteUrl,
      readPassword: promptPassword,
      print: (line) => console.log(line),
      printError: (line) => console.error(line),
    });
  } finally {
    await close();
  }
}

try {
  process.exitCode = (await inRunningApi()) ?? (await onOwnConnection());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
