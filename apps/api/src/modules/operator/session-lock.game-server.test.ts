import { eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { testRedis } from "../../../test/redis";
import { createOperator, gameServerWithTestWallet, signedInject } from "../../../test/support/operators";
import { holdingFirstBet } from "../../../test/support/test-wallet";
import { operatorRounds } from "./operator.tables";

const redis = testRedis();

/** Two spins of one session with Redis set: the Redis lock first, the PostgreSQL hold behind it. */
describe.skipIf(!redis)("a sandbox session's two locks, with Redis set (decision 55)", () => {
  const server = gameServerWithTestWallet({ redis });
  const lockKey = (sessionId: string) => `operator-session-lock:${sessionId}`;

  async function openSession(player: string) {
    const operator = await createOperator(server.app, { walletUrl: server.wallet.url });
    server.walletSecret = operator.secret;
    const opened = await signedInject(server.app, operator, "POST", "/v1/operator/sessions", {
      player_id: player,
      currency: "EUR",
      game: "quest-of-ra",
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return (opened.json() as { session_id: string }).session_id;
  }
  const spin = (sessionId: string) =>
    server.app.inject({
      method: "POST",
      url: `/v1/operator-sessions/${sessionId}/spins`,
      payload: { bet: 100 },
    });
  const roundsOf = (sessionId: string) =>
    server.app.database.db.select().from(operatorRounds).where(eq(operatorRounds.sessionId, sessionId));

  it("refuses a spin while another instance holds the lock, before storing anything, and frees it after a round", async () => {
    const sessionId = await openSession("locked-player");
    // Another instance's spin of this session holds the lock.
    await (redis as Redis).set(lockKey(sessionId), "another-instance", "PX", 60_000);
    const refused = await spin(sessionId);
    expect(refused.json()).toMatchObject({ statusCode: 409, code: "ROUND_UNDER_WAY" });
    expect(await roundsOf(sessionId)).toEqual([]);
    expect(server.wallet.ledger.filter((entry) => entry.playerId === "locked-player")).toEqual([]);

    await (redis as Redis).del(lockKey(sessionId));
    const played = await spin(sessionId);
    expect(played.statusCode, played.body).toBe(200);
    expect(await (redis as Redis).exists(lockKey(sessionId))).toBe(0);
    expect(await roundsOf(sessionId)).toHaveLength(1);
  });

  it("still plays a round once when the lock is lost mid-round: the PostgreSQL hold refuses the second spin", async () => {
    const sessionId = await openSession("lost-lock-player");
    const wallet = holdingFirstBet();
    server.behaviour = wallet.behaviour;
    const first = spin(sessionId);
    await wallet.reached;
    expect(await (redis as Redis).exists(lockKey(sessionId))).toBe(1);
    // Redis restarted without its data: the key is gone while the first round waits for its bet.
    await (redis as Redis).del(lockKey(sessionId));
    const second = await spin(sessionId);
    wallet.release();
    expect((await first).statusCode).toBe(200);
    expect(second.json()).toMatchObject({ statusCode: 409, code: "ROUND_UNDER_WAY" });
    expect(await roundsOf(sessionId)).toHaveLength(1);
  });
});
