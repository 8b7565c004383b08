import type { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type App, build } from "../../src/app";
import { loadApiConfig } from "../../src/config/env";
import { signedHeaders } from "../../src/modules/operator/signing";
import { testApiEnv } from "../app";
import { testDatabase } from "../database";
import { createAccount } from "./accounts";
import { FIRST_DATABASE_OPEN_MS, withoutRateLimits } from "./contact";
import { startTestWallet, type TestWallet, type WalletBehaviour } from "./test-wallet";

/** A partner's operator credentials, issued as the client area issues them. */
export async function createOperator(
  app: App,
  settings: { walletUrl?: string | null; currencies?: string[] } = {},
) {
  const account = await createAccount(app.database.db, { role: "partner", status: "approved" });
  const owner = { id: account.id, email: account.email, name: account.name };
  const { operator_id, secret } = await app.operatorCredentials.issue(owner);
  if (settings.walletUrl !== undefined || settings.currencies) {
    await app.operatorCredentials.configure(owner, {
      walletUrl: settings.walletUrl ?? null,
      currencies: settings.currencies ?? ["EUR"],
    });
  }
  return { operatorId: operator_id, secret, owner };
}

/** A request signed as the contract says, sent through the app. */
export function signedInject(
  app: App,
  credentials: { operatorId: string; secret: string },
  method: "GET" | "POST",
  url: string,
  body?: unknown,
  now = new Date(),
) {
  const raw = body === undefined ? "" : JSON.stringify(body);
  return app.inject({
    method,
    url,
    headers: {
      ...signedHeaders(credentials.operatorId, credentials.secret, raw, now),
      ...(raw ? { "content-type": "application/json" } : {}),
    },
    ...(raw ? { payload: raw } : {}),
  });
}

/** The game server and its test wallet, as a file's tests reach them. */
export interface GameServerWithTestWallet {
  /** The API; set by the file's `beforeAll`. */
  readonly app: App;
  /** The test wallet the operators point at (`wallet.url`), with its ledger; set by `beforeAll`. */
  readonly wallet: TestWallet;
  /** How the wallet answers the current test; back to answering everything after each test. */
  behaviour: WalletBehaviour;
  /** The secret the wallet checks signatures with: the operator last pointed at it. */
  walletSecret: string;
}

const answerEverything: WalletBehaviour = () => "answer";

/**
 * The game server (the API on the test database, 127.0.0.1 allowed as a wallet host) and a test
 * wallet, started before a file's tests and closed after them. Wallet calls time out after 5 s: long
 * beside a loopback answer even on a loaded machine, so only a wallet told to time out reaches it.
 * With `redis`, the API uses it as an instance does with `REDIS_URL` set.
 */
export function gameServerWithTestWallet({
  redis = null,
}: {
  redis?: Redis | null;
} = {}): GameServerWithTestWallet {
  let app: App | undefined;
  let wallet: TestWallet | undefined;
  const server = {
    get app() {
      if (!app) throw new Error("The game server starts in beforeAll: use it inside a test");
      return app;
    },
    get wallet() {
      if (!wallet) throw new Error("The test wallet starts in beforeAll: use it inside a test");
      return wallet;
    },
    behaviour: answerEverything,
    walletSecret: "",
  };
  beforeAll(async () => {
    const config = {
      ...loadApiConfig(testApiEnv()),
      ...withoutRateLimits,
      sandboxWalletHosts: ["127.0.0.1"],
    };
    app = await build({
      config,
      database: await testDatabase(),
      redis,
      logger: false,
      options: { operator: { walletTimeoutMs: 5_000 } },
    });
    await app.ready();
    wallet = await startTestWallet({
      secret: () => server.walletSecret,
      behaviour: (...args) => server.behaviour(...args),
    });
  }, FIRST_DATABASE_OPEN_MS);
  afterEach(() => {
    server.behaviour = answerEverything;
  });
  afterAll(async () => {
    await wallet?.close();
    await app?.close();
  });
  return server;
}
