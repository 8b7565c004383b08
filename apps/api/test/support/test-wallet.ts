// The one reference wallet of the tests: an operator's wallet written from the integration guide alone,
// on loopback. The API tests, the browser tests' end-to-end contract test (with the guide's own
// signature check) and `npm run test:scale`'s fault phase (scripts/lib/faulty-wallet.ts, failing calls
// at random) all play against it. No vitest here: the scale test's script imports it too.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { signatureProblem } from "../../src/modules/operator/signing";

/**
 * A broken wallet's answer to one call: a 500, or no answer within the game server's timeout, either
 * before the money moved or after it (the game server cannot tell which).
 */
export type WalletFault =
  | "500 before moving"
  | "500 after moving"
  | "timeout before moving"
  | "timeout after moving";

/**
 * How the wallet treats one call: answers it as the contract says, or plays a broken wallet; a promise
 * holds the call until it settles (a test holding a round mid-bet).
 */
export type WalletBehaviour = (
  operation: string,
  body: Record<string, unknown>,
) => "answer" | WalletFault | Promise<"answer" | WalletFault>;

/**
 * A wallet that holds the first bet it is sent until the test lets it through: `reached` settles when
 * that bet arrives, `release()` answers it. Every other call is answered at once, so a second spin of
 * the round's session meets the first one under way however fast the machine.
 */
export function holdingFirstBet(): {
  behaviour: WalletBehaviour;
  reached: Promise<void>;
  release: () => void;
} {
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release = () => {};
  const released = new Promise<"answer">((resolve) => {
    release = () => resolve("answer");
  });
  let held = false;
  const behaviour: WalletBehaviour = (operation) => {
    if (operation !== "bet" || held) return "answer";
    held = true;
    arrived();
    return released;
  };
  return { behaviour, reached, release };
}

/** One movement of money the wallet made, with the round and player it belongs to. */
export interface WalletMovement {
  operation: "bet" | "win" | "rollback";
  transactionId: string;
  roundId: string;
  playerId: string;
  /** In minor units, as the call sent it; a rollback's is the refunded bet's. */
  amount: number;
}

/** A test player's first balance unless the wallet is told another: 1,000.00 of the currency. */
const defaultStartingBalance = 100_000;

/**
 * An operator's wallet written from the integration guide alone: signed requests checked, balances per
 * player, every transaction id answered the same every time and moving money once, a rollback refunding
 * a charged bet once. `behaviour` makes it fail on chosen calls, to play the wallet that times out or
 * breaks. It keeps every movement (`ledger`), so a test can hold the game server's rounds against it.
 */
export async function startTestWallet(options: {
  secret: () => string;
  /**
   * The signature check, in place of the API's own: the end-to-end test passes the one the public guide
   * prints, so the wallet is the guide's. True when the request may be served.
   */
  verify?: (headers: IncomingHttpHeaders, rawBody: string, secret: string) => boolean;
  behaviour?: WalletBehaviour;
  /**
   * How late a timeout answers (a 500 before moving, the true answer after): past the game server's
   * wallet timeout. Unset, a timeout never answers and the game server's timeout alone decides.
   */
  lateMs?: number;
  /** Each player's first balance, in minor units. */
  startingBalance?: number;
  /** Broken wallets for the conformance kit to catch. */
  flaws?: { creditsRepeatedWins?: boolean; skipsSignatures?: boolean };
}) {
  const balances = new Map<string, { currency: string; balance: number }>();
  const answered = new Map<string, { status: number; body: object }>();
  const rolledBack = new Set<string>();
  const ledger: WalletMovement[] = [];
  const calls = { total: 0, refusedSignatures: 0 };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      request.on("data", (chunk) => {
        text += chunk;
      });
      request.on("end", () => resolve(text));
    });
  /** Resolves after `lateMs`, or never when the wallet has no late answers. */
  const late = () =>
    new Promise<boolean>((resolve) => {
      if (options.lateMs !== undefined) setTimeout(() => resolve(true), options.lateMs);
    });

  /** The contract's answer to one signed call, moving money at most once per transaction id. */
  function handle(operation: string, body: Record<string, unknown>): { status: number; body: object } {
    const player = String(body.player_id);
    const currency = String(body.currency);
    const account = balances.get(player) ?? {
      currency,
      balance: options.startingBalance ?? defaultStartingBalance,
    };
    balances.set(player, account);
    if (account.currency !== currency) return { status: 409, body: { error: "CURRENCY_MISMATCH" } };
    if (operation === "balance") return { status: 200, body: { balance: account.balance } };
    const id = String(body.transaction_id);
    const earlier = answered.get(id);
    if (earlier && !(options.flaws?.creditsRepeatedWins && operation === "win")) return earlier;
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0) {
      return { status: 400, body: { error: "INVALID_REQUEST" } };
    }
    const moved = { transactionId: id, roundId: String(body.round_id), playerId: player };
    let answer: { status: number; body: object };
    if (operation === "bet") {
      if (rolledBack.has(id)) answer = { status: 409, body: { error: "INVALID_REQUEST" } };
      else if (amount > account.balance) answer = { status: 402, body: { error: "INSUFFICIENT_FUNDS" } };
      else {
        account.balance -= amount;
        ledger.push({ operation, ...moved, amount });
        answer = { status: 200, body: { balance: account.balance } };
      }
    } else if (operation === "win") {
      account.balance += amount;
      ledger.push({ operation, ...moved, amount });
      answer = { status: 200, body: { balance: account.balance } };
    } else if (operation === "rollback") {
      const bet = String(body.rollback_transaction_id);
      const charged = ledger.find((entry) => entry.operation === "bet" && entry.transactionId === bet);
      if (charged && !rolledBack.has(bet)) {
        account.balance += charged.amount;
        ledger.push({ operation, ...moved, amount: charged.amount });
      }
      rolledBack.add(bet);
      answer = { status: 200, body: { balance: account.balance } };
    } else {
      return { status: 404, body: { error: "INVALID_REQUEST" } };
    }
    answered.set(id, answer);
    return answer;
  }

  const server: Server = createServer(async (request, response) => {
    const raw = await read(request);
    calls.total += 1;
    const send = (status: number, body: object) => {
      // A late answer finds the game server gone: it timed out and closed the connection.
      if (response.destroyed) return;
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
      calls.refusedSignatures += 1;
      return send(401, { error: "INVALID_SIGNATURE" });
    }
    const operation = (request.url ?? "").split("/").at(-1) ?? "";
    const body = JSON.parse(raw) as Record<string, unknown>;
    const behaviour = (await options.behaviour?.(operation, body)) ?? "answer";
    if (behaviour === "500 before moving") return send(500, { message: "wallet down" });
    if (behaviour === "timeout before moving") {
      await late();
      return send(500, { message: "wallet down" });
    }
    const answer = handle(operation, body);
    if (behaviour === "500 after moving") return send(500, { message: "wallet down after the write" });
    if (behaviour === "timeout after moving") await late();
    send(answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wallet`,
    balances,
    ledger,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestWallet = Awaited<ReturnType<typeof startTestWallet>>;
