import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedHeaders } from "../../apps/api/src/modules/operator/signing";
import { startTestWallet, type TestWallet, type WalletFault } from "../../apps/api/test/support/test-wallet";
import {
  type FaultyWallet,
  faultyWalletStartingBalance,
  pickFault,
  startFaultyWallet,
} from "./faulty-wallet";
import { type StoredRound, settlementReport } from "./operator-faults";

const secret = "qs_test-secret";
let wallet: FaultyWallet;
beforeAll(async () => {
  wallet = await startFaultyWallet({ secret: () => secret, lateMs: 50 });
});
afterAll(() => wallet.close());

async function call(
  operation: string,
  body: Record<string, unknown>,
  signingSecret = secret,
  to: { url: string } = wallet,
) {
  const raw = JSON.stringify({
    player_id: "p1",
    session_id: "s1",
    currency: "EUR",
    game: "quest-of-ra",
    ...body,
  });
  const response = await fetch(`${to.url}/${operation}`, {
    method: "POST",
    headers: { ...signedHeaders("op_1", signingSecret, raw), "content-type": "application/json" },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the faulty wallet, answering", () => {
  it("moves money once per transaction id and refunds a charged bet once", async () => {
    const start = faultyWalletStartingBalance;
    expect(await call("bet", { round_id: "r1", transaction_id: "b1", amount: 100 })).toEqual({
      status: 200,
      body: { balance: start - 100 },
    });
    expect((await call("bet", { round_id: "r1", transaction_id: "b1", amount: 100 })).body.balance).toBe(
      start - 100,
    );
    expect((await call("win", { round_id: "r1", transaction_id: "w1", amount: 250 })).body.balance).toBe(
      start + 150,
    );
    await call("bet", { round_id: "r2", transaction_id: "b2", amount: 100 });
    const refund = { round_id: "r2", transaction_id: "x2", amount: 100, rollback_transaction_id: "b2" };
    expect((await call("rollback", refund)).body.balance).toBe(start + 150);
    expect((await call("rollback", { ...refund, transaction_id: "x3" })).body.balance).toBe(start + 150);
    expect(wallet.ledger.map((m) => [m.operation, m.amount])).toEqual([
      ["bet", 100],
      ["win", 250],
      ["bet", 100],
      ["rollback", 100],
    ]);
  });

  it("refuses a request signed with another secret, moving nothing", async () => {
    const before = wallet.ledger.length;
    const refused = await call("bet", { round_id: "r3", transaction_id: "b3", amount: 100 }, "qs_other");
    expect(refused).toEqual({ status: 401, body: { error: "INVALID_SIGNATURE" } });
    expect(wallet.ledger).toHaveLength(before);
  });
});

describe("the reference wallet's faults, as the faulty wallet plays them", () => {
  // Each call's fault chosen by its transaction id instead of at random, as pickFault would while faulty.
  const faultOf: Record<string, WalletFault> = {
    "late-refusal": "timeout before moving",
    "lost-answer": "500 after moving",
    "late-answer": "timeout after moving",
  };
  let broken: TestWallet;
  beforeAll(async () => {
    broken = await startTestWallet({
      secret: () => secret,
      lateMs: 50,
      behaviour: (_, body) => faultOf[String(body.transaction_id)] ?? "answer",
    });
  });
  afterAll(() => broken.close());

  it("moves the money after a 500 or before a late answer, and a retry of the same id moves nothing more", async () => {
    const bet = { round_id: "r1", transaction_id: "late-refusal", amount: 100 };
    expect((await call("bet", bet, secret, broken)).status).toBe(500);
    expect(broken.ledger).toEqual([]);
    expect((await call("bet", { ...bet, transaction_id: "lost-answer" }, secret, broken)).status).toBe(500);
    const started = Date.now();
    const late = await call("bet", { ...bet, transaction_id: "late-answer" }, secret, broken);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
    expect(late).toEqual({ status: 200, body: { balance: 100_000 - 200 } });
    expect(broken.ledger.map((m) => m.transactionId)).toEqual(["lost-answer", "late-answer"]);
  });
});

describe("pickFault", () => {
  it("fails a fifth of the calls, before and after moving money", () => {
    const picks = Array.from({ length: 100 }, (_, index) => pickFault(index / 100));
    expect(picks.filter((pick) => pick !== null)).toHaveLength(20);
    expect(new Set(picks.filter(Boolean))).toEqual(
      new Set(["500 before moving", "500 after moving", "timeout before moving", "timeout after moving"]),
    );
  });
});

describe("settlementReport", () => {
  const round = (overrides: Partial<StoredRound>): StoredRound => ({
    id: "r1",
    playerId: "p1",
    status: "settled",
    betMinor: 100,
    winMinor: 250,
    acknowledgedWins: 1,
    acknowledgedRollbacks: 0,
    ...overrides,
  });
  const start = faultyWalletStartingBalance;

  it("passes rounds settled once and rolled back once whose movements add up to each balance", () => {
    const report = settlementReport(
      [
        round({}),
        round({
          id: "r2",
          status: "rolled_back",
          winMinor: null,
          acknowledgedWins: 0,
          acknowledgedRollbacks: 1,
        }),
      ],
      [
        { operation: "bet", transactionId: "b1", roundId: "r1", playerId: "p1", amount: 100 },
        { operation: "win", transactionId: "w1", roundId: "r1", playerId: "p1", amount: 250 },
        { operation: "bet", transactionId: "b2", roundId: "r2", playerId: "p1", amount: 100 },
        { operation: "rollback", transactionId: "x2", roundId: "r2", playerId: "p1", amount: 100 },
      ],
      new Map([["p1", { balance: start + 150 }]]),
    );
    expect(report).toEqual({ settled: 1, rolledBack: 1, refused: 0, problems: [] });
  });

  it("names a win credited twice, a rollback that never refunded, a round left pending and a wrong balance", () => {
    const report = settlementReport(
      [
        round({}),
        round({
          id: "r2",
          status: "rolled_back",
          winMinor: null,
          acknowledgedWins: 0,
          acknowledgedRollbacks: 1,
        }),
        round({ id: "r3", status: "drawn", acknowledgedWins: 0 }),
      ],
      [
        { operation: "bet", transactionId: "b1", roundId: "r1", playerId: "p1", amount: 100 },
        { operation: "win", transactionId: "w1", roundId: "r1", playerId: "p1", amount: 250 },
        { operation: "win", transactionId: "w1b", roundId: "r1", playerId: "p1", amount: 250 },
        { operation: "bet", transactionId: "b2", roundId: "r2", playerId: "p1", amount: 100 },
      ],
      new Map([["p1", { balance: start + 300 }]]),
    );
    expect(report.problems).toEqual([
      "round r1: settled at 250 but the wallet credited 250 + 250",
      "round r2: rolled back but the wallet charged 100, refunded 0 and credited 0 wins",
      "round r3: still drawn",
      `p1: the wallet holds ${start + 300}, the rounds say ${start + 150}`,
    ]);
  });
});
