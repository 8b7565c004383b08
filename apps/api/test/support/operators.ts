import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type App, build } from "../../src/app";
import { loadApiConfig } from "../../src/config/env";
import { signatureProblem, signedHeaders } from "../../src/modules/operator/signing";
import { testApiEnv } from "../app";
import { testDatabase } from "../database";
import { createAccount } from "./accounts";
import { FIRST_DATABASE_OPEN_MS, withoutRateLimits } from "./contact";

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

export type WalletBehaviour = (
  operation: string,
  body: Record<string, unknown>,
) => "answer" | "fail" | "hang";

/**
 * An operator's wallet written from the integration guide alone: signed requests checked, balances per
 * player, every transaction id answered the same every time. `behaviour` makes it fail (500) or hang on
 * chosen calls, to play the wallet that times out or breaks.
 */
export async function startTestWallet(options: {
  secret: () => string;
  /**
   * The signature check, in place of the API's own: the end-to-end test passes the one the public guide
   * prints, so the wallet is the guide's. True when the request may be served.
   */
  verify?: (headers: IncomingHttpHeaders, rawBody: string, secret: string) => boolean;
  behaviour?: WalletBehaviour;
  /** Broken wallets for the conformance kit to catch. */
  flaws?: { creditsRepeatedWins?: boolean; skipsSignatures?: boolean };
}) {
  const balances = new Map<string, { currency: string; balance: number }>();
  const answered = new Map<string, { status: number; body: object }>();
  const rolledBack = new Set<string>();
  const ledger: { operation: string; transaction_id: string; amount: number }[] = [];
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      request.on("data", (chunk) => {
        text += chunk;
      });
      request.on("end", () => resolve(text));
    });
  const server: Server = createServer(async (request, response) => {
    const raw = await read(request);
    const send = (status: number, body: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const header = (name: string) => request.headers[name] as string | undefined;
    const signed = options.verify
      ? options.verify(request.headers, raw, options.secret())
      : !signatureProblem(
          options.secret(),
          { timestamp: header("x-timestamp"), signature: header("x-signature") },
          raw,
        );
    if (!options.flaws?.skipsSignatures && !signed) {
      return send(401, { error: "INVALID_SIGNATURE" });
    }
    const operation = (request.url ?? "").split("/").at(-1) ?? "";
    const body = JSON.parse(raw) as Record<string, unknown>;
    const behaviour = options.behaviour?.(operation, body) ?? "answer";
    if (behaviour === "hang") return; // never answers: the game server's timeout decides
    if (behaviour === "fail") return send(500, { message: "wallet down" });
    const player = String(body.player_id);
    const currency = String(body.currency);
    const account = balances.get(player) ?? { currency, balance: 100_000 };
    balances.set(player, account);
    if (account.currency !== currency) return send(409, { error: "CURRENCY_MISMATCH" });
    if (operation === "balance") return send(200, { balance: account.balance });
    const id = String(body.transaction_id);
    const earlier = answered.get(id);
    if (earlier && !(options.flaws?.creditsRepeatedWins && operation === "win")) {
      return send(earlier.status, earlier.body);
    }
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0) {
      return send(400, { error: "INVALID_REQUEST" });
    }
    let answer: { status: number; body: object };
    if (operation === "bet") {
      if (rolledBack.has(id)) answer = { status: 409, body: { error: "INVALID_REQUEST" } };
      else if (amount > account.balance) answer = { status: 402, body: { error: "INSUFFICIENT_FUNDS" } };
      else {
        account.balance -= amount;
        ledger.push({ operation, transaction_id: id, amount });
        answer = { status: 200, body: { balance: account.balance } };
      }
    } else if (operation === "win") {
      account.balance += amount;
      ledger.push({ operation, transaction_id: id, amount });
      answer = { status: 200, body: { balance: account.balance } };
    } else {
      const bet = String(body.rollback_transaction_id);
      const charged = ledger.find((entry) => entry.operation === "bet" && entry.transaction_id === bet);
      if (charged && !rolledBack.has(bet)) {
        account.balance += charged.amount;
        ledger.push({ operation, transaction_id: id, amount: charged.amount });
      }
      rolledBack.add(bet);
      answer = { status: 200, body: { balance: account.balance } };
    }
    answered.set(id, answer);
    send(answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wallet`,
    balances,
    ledger,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>;

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
 * beside a loopback answer even on a loaded machine, so only a wallet told to hang reaches it.
 */
export function gameServerWithTestWallet(): GameServerWithTestWallet {
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
