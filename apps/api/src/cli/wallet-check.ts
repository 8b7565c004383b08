/**
 * `npm run wallet-check -- --url … --operator … --secret …`: the conformance kit against a wallet
 * (decision 32). Every scenario is printed with the requests it sent and the answers it got; the exit
 * code is 1 when any failed.
 *
 *   --url        the wallet's base address (the kit posts to {url}/balance, /bet, /win, /rollback)
 *   --operator   the operator id the requests are signed as
 *   --secret     the operator's secret (or WALLET_CHECK_SECRET in the environment, kept out of history)
 *   --currency   the test players' currency (EUR)
 *   --player / --second-player   existing test players, for a wallet that does not create them
 *   --stake      minor units per test bet (100)
 *   --timeout    milliseconds the kit waits for an answer (5000)
 *   --json       the report as JSON
 */
import { parseArgs } from "node:util";
import { formatWalletCheck, runWalletCheck } from "../modules/operator/conformance/wallet-check";

const usage =
  "usage: npm run wallet-check -- --url <wallet base URL> --operator <operator id> --secret <secret> [--currency EUR] [--player id --second-player id] [--stake 100] [--timeout 5000] [--json]";

let values: ReturnType<typeof parse>["values"];
function parse() {
  return parseArgs({
    options: {
      url: { type: "string" },
      operator: { type: "string" },
      secret: { type: "string" },
      currency: { type: "string" },
      player: { type: "string" },
      "second-player": { type: "string" },
      stake: { type: "string" },
      timeout: { type: "string" },
      json: { type: "boolean" },
    },
  });
}
try {
  values = parse().values;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const secret = values.secret ?? process.env.WALLET_CHECK_SECRET;
const positive = (text: string | undefined, name: string) => {
  if (text === undefined) return undefined;
  const number = Number(text);
  if (!Number.isSafeInteger(number) || number <= 0) {
    console.error(`--${name}: ${text} is not a positive whole number\n${usage}`);
    process.exit(2);
  }
  return number;
};
if (!values.url || !values.operator || !secret) {
  console.error(usage);
  process.exit(2);
}
if ((values.player === undefined) !== (values["second-player"] === undefined)) {
  console.error(`--player and --second-player go together\n${usage}`);
  process.exit(2);
}
const report = await runWalletCheck({
  url: values.url,
  operatorId: values.operator,
  secret,
  ...(values.currency ? { currency: values.currency.toUpperCase() } : {}),
  ...(values.player && values["second-player"]
    ? { players: { main: values.player, second: values["second-player"] } }
    : {}),
  ...(values.stake ? { stake: positive(values.stake, "stake") } : {}),
  ...(values.timeout ? { timeoutMs: positive(values.timeout, "timeout") } : {}),
});
console.log(values.json ? JSON.stringify(report, null, 2) : formatWalletCheck(report));
process.exit(report.passed ? 0 : 1);
