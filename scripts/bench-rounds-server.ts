import { operatorApi } from "@quillspin/contracts";
import { build } from "../apps/api/src/app";
import { loadApiConfig } from "../apps/api/src/config/env";
import { openPreparedDatabase } from "../apps/api/src/db/preparation";
import { insertApprovedPartner } from "./lib/sandbox-operator";

const config = loadApiConfig();
const database = await openPreparedDatabase(config.database);
const app = await build({ config, database, logger: { level: "warn" } });
await app.listen({ host: "127.0.0.1", port: config.port });

const owner = await insertApprovedPartner(database.db, {
  name: "Bench operator",
  company: "Bench Gaming Ltd",
  emailPrefix: "bench",
});
const { operator_id, secret } = await app.operatorCredentials.issue(owner);
await app.operatorCredentials.configure(owner, {
  walletUrl: `http://127.0.0.1:${config.port}/v1${operatorApi.referenceWallet(operator_id)}`,
  currencies: ["EUR"],
});
console.log(JSON.stringify({ operatorId: operator_id, secret }));

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
