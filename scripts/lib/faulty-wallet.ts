// The operator's wallet of `npm run test:scale`'s fault phase: the wallet API of the integration contract
// on loopback (signed requests checked, a balance per player, every transaction id answered the same
// every time and moving money once, a rollback refunding a charged bet once), which while `faulty`
// answers 500 or does not answer within the game server's timeout at random, before or after it moved the
// money. It keeps every movement, so the test can hold the game server's rounds against it.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { signatureProblem } from "../../apps/api/src/modules/operator/signing";

/** A test player's first balance: 10,000.00 of the currency, so no bet of the test is refused. */
export const faultyWalletStartingBalance = 1_000_000;

export type WalletFault =
  | "500 before moving"
  | "500 after moving"
  | "timeout before moving"
  | "timeout after moving";

/** One movement of money the wallet made, with the round it belongs to. */
export interface WalletMovement {
  operation: "bet" | "win" | "rollback";
  transactionId: string;
  roundId: string;
  playerId: string;
  /** Signed as the balance moved: a bet negative, a win or refund positive. */
  amount: number;
}

/**
 * Each fault's share of calls while faulty; the rest are answered. A timeout answers `lateMs` later,
 * past the game server's wallet timeout.
 */
export function pickFault(random: number): WalletFault | null {
  if (random < 0.08) return "500 before moving";
  if (random < 0.12) return "500 after moving";
  if (random < 0.17) return "timeout after moving";
  if (random < 0.2) return "timeout before moving";
  return null;
}

export async function startFaultyWallet(options: { secret: () => string; lateMs: number }) {
  const balances = new Map<string, { currency: string; balance: number }>();
  const answered = new Map<string, { status: number; body: object }>();
  const rolledBack = new Set<string>();
  const movements: WalletMovement[] = [];
  const faults = new Map<WalletFault, number>();
  const calls = { total: 0, refusedSignatures: 0 };
  const state = { faulty: false };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      request.on("data", (chunk) => {
        text += chunk;
      });
      request.on("end", () => resolve(text));
    });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The contract's answer to one call, moving money at most once per transaction id. */
  function handle(operation: string, body: Record<string, unknown>): { status: number; body: object } {
    const player = String(body.player_id);
    const currency = String(body.currency);
    const account = balances.get(player) ?? { currency, balance: faultyWalletStartingBalance };
    balances.set(player, account);
    if (account.currency !== currency) return { status: 409, body: { error: "CURRENCY_MISMATCH" } };
    if (operation === "balance") return { status: 200, body: { balance: account.balance } };
    const id = String(body.transaction_id);
    const earlier = answered.get(id);
    if (earlier) return earlier;
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0) {
      return { status: 400, body: { error: "INVALID_REQUEST" } };
    }
    const roundId = String(body.round_id);
    let answer: { status: number; body: object };
    if (operation === "bet") {
      if (rolledBack.has(id)) answer = { status: 409, body: { error: "INVALID_REQUEST" } };
      else if (amount > account.balance) answer = { status: 402, body: { error: "INSUFFICIENT_FUNDS" } };
      else {
        account.balance -= amount;
        movements.push({ operation, transactionId: id, roundId, playerId: player, amount: -amount });
        answer = { status: 200, body: { balance: account.balance } };
      }
    } else if (operation === "win") {
      account.balance += amount;
      movements.push({ operation, transactionId: id, roundId, playerId: player, amount });
      answer = { status: 200, body: { balance: account.balance } };
    } else if (operation === "rollback") {
      const bet = String(body.rollback_transaction_id);
      const charged = movements.find((entry) => entry.operation === "bet" && entry.transactionId === bet);
      if (charged && !rolledBack.has(bet)) {
        account.balance -= charged.amount;
        movements.push({ operation, transactionId: id, roundId, playerId: player, amount: -charged.amount });
      }
      rolledBack.add(bet);
      answer = { status: 200, body: { balance: account.balance } };
    } else {
      return { status: 404, body: { error: "INVALID_REQUEST" } };
    }
    answered.set(id, answer);
    return answer;
  }

  const server = createServer(async (request, response) => {
    const raw = await read(request);
    calls.total += 1;
    const send = (status: number, body: object) => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const header = (name: string) => request.headers[name] as string | undefined;
    if (
      signatureProblem(
        options.secret(),
        { timestamp: header("x-timestamp"), signature: header("x-signature") },
        raw,
      )
    ) {
      calls.refusedSignatures += 1;
      return send(401, { error: "INVALID_SIGNATURE" });
    }
    const operation = (request.url ?? "").split("/").at(-1) ?? "";
    const body = JSON.parse(raw) as Record<string, unknown>;
    const fault = state.faulty ? pickFault(Math.random()) : null;
    if (fault) faults.set(fault, (faults.get(fault) ?? 0) + 1);
    if (fault === "500 before moving") return send(500, { message: "wallet down" });
    if (fault === "timeout before moving") {
      await sleep(options.lateMs);
      return send(500, { message: "wallet down" });
    }
    const answer = handle(operation, body);
    if (fault === "500 after moving") return send(500, { message: "wallet down after the write" });
    if (fault === "timeout after moving") await sleep(options.lateMs);
    send(answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/wallet`,
    state,
    balances,
    movements,
    faults,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FaultyWallet = Awaited<ReturnType<typeof startFaultyWallet>>;
