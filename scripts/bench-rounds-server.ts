// The game server for `npm run bench`'s sandbox-rounds rows (scripts/lib/bench-rounds.ts): the API on
// the database the environment names (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), brought up to
// date as `npm start` does, with one approved partner whose operator credentials point its wallet at the
// studio's reference wallet over loopback HTTP (SANDBOX_WALLET_HOSTS must allow 127.0.0.1). It prints
// the credentials as one JSON line once it listens, so the load client can sign its session launches.
// A process of its own, so the load client does not share its event loop.
import { randomBytes } from "node:crypto";
import { operatorApi } from "@quillspin/contracts";
import { build } from "../apps/api/src/app";
import { loadApiConfig } from "../apps/api/src/config/env";
import { openPreparedDatabase } from "../apps/api/src/db/preparation";
import { accounts } from "../apps/api/src/modules/accounts/accounts.tables";
import { hashPassword } from "../apps/api/src/modules/accounts/password-hashing";

const config = loadApiConfig();
const database = await openPreparedDatabase(config.database);
const app = await build({ config, database, logger: { level: "warn" } });
await app.listen({ host: "127.0.0.1", port: config.port });

const now = new Date();
const email = `bench.${randomBytes(5).toString("hex")}@operator.example`;
const [account] = await database.db
  .insert(accounts)
  .values({
    email,
    name: "Bench operator",
    company: "Bench Gaming Ltd",
    jobTitle: "Platform engineer",
    passwordHash: await hashPassword(randomBytes(24).toString("base64url")),
    role: "partner",
    status: "approved",
    termsAcceptedAt: now,
    approvedAt: now,
    emailVerifiedAt: now,
  })
  .returning();
if (!account) throw new Error("the bench's partner account was not stored");
const owner = { id: account.id, email: account.email, name: account.name };
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
