import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createOperator, gameServerWithTestWallet } from "../../../test/support/operators";
import { createSandboxWallet, startingBalance } from "./sandbox-wallet.service";

// The reference wallet's calls are one statement each (wallet-statements.ts); these run them many at
// once for one player, as a platform retrying or a player with two tabs would, on the database's pool.
describe("reference wallet: calls of one player at once", () => {
  const server = gameServerWithTestWallet();
  const start = startingBalance("EUR");

  async function player() {
    const { operatorId } = await createOperator(server.app);
    const wallet = createSandboxWallet(server.app.database.db);
    const player_id = `player-${randomUUID()}`;
    const base = { player_id, session_id: "s", currency: "EUR", game: "quest-of-ra", round_id: "r" };
    const call = (operation: "bet" | "win" | "rollback", body: Record<string, unknown>) =>
      wallet.handle(operatorId, operation, { ...base, ...body });
    const balance = async () => {
      const answer = await wallet.handle(operatorId, "balance", base);
      return (answer.body as { balance: number }).balance;
    };
    return { call, balance };
  }

  it("charges bets at once only while the balance lasts", async () => {
    const { call, balance } = await player();
    const bet = start * 0.3;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call("bet", { transaction_id: randomUUID(), amount: bet })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 402)).toHaveLength(5);
    expect(await balance()).toBe(start - 3 * bet);
  });

  it("answers one transaction id sent many times at once the same, moving its money once", async () => {
    const { call, balance } = await player();
    const bet = { transaction_id: randomUUID(), amount: 500 };
    const bets = await Promise.all(Array.from({ length: 6 }, () => call("bet", bet)));
    expect(new Set(bets.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const win = { transaction_id: randomUUID(), amount: 2_000 };
    const wins = await Promise.all(Array.from({ length: 6 }, () => call("win", win)));
    expect(wins.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(wins.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await balance()).toBe(start - 500 + 2_000);
  });

  it("settles a bet and its rollback sent at once to no money moved, whichever goes first", async () => {
    const { call, balance } = await player();
    for (let round = 0; round < 6; round++) {
      const betId = randomUUID();
      const answers = await Promise.all([
        call("bet", { transaction_id: betId, amount: 700 }),
        call("rollback", { transaction_id: randomUUID(), amount: 700, rollback_transaction_id: betId }),
      ]);
      // A bet that came second is refused, never charged; a rollback refunds a charged bet once.
      expect([200, 409]).toContain(answers[0].status);
      expect(answers[1].status).toBe(200);
    }
    expect(await balance()).toBe(start);
  });
});
