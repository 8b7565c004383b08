import { randomUUID } from "node:crypto";
import { demoReplayResponseSchema } from "@quillspin/contracts";
import { sandboxRoundsResponseSchema, sandboxSessionSchema } from "@quillspin/contracts/sandbox-sessions";
import { describe, expect, it } from "vitest";
import { createOperator, gameServerWithTestWallet, signedInject } from "../../../test/support/operators";

const game = "quest-of-ra";

/**
 * What the demo player reads of a sandbox session (issue 28): the game's terms beside the wallet's
 * balance, the session's rounds and net position, its history in minor units, and each round's
 * public replay naming the currency it was played in.
 */
describe("a sandbox session as the player reads it", () => {
  const server = gameServerWithTestWallet();

  async function open(currency: "EUR" | "JPY", player: string) {
    // No wallet URL: the studio's reference wallet, every test player starting on 1,000 major units.
    const operator = await createOperator(server.app, { walletUrl: null, currencies: ["EUR", "JPY"] });
    const opened = await signedInject(server.app, operator, "POST", "/v1/operator/sessions", {
      player_id: player,
      currency,
      game,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return { operator, sessionId: (opened.json() as { session_id: string }).session_id };
  }
  const read = async (sessionId: string) => {
    const response = await server.app.inject({ method: "GET", url: `/v1/operator-sessions/${sessionId}` });
    expect(response.statusCode, response.body).toBe(200);
    return sandboxSessionSchema.parse(response.json());
  };

  it("states the game's terms, and counts rounds and the net position from the rounds drawn", async () => {
    const { operator, sessionId } = await open("EUR", "reader-1");
    const fresh = await read(sessionId);
    expect(fresh).toMatchObject({ balance: 100_000, rounds: 0, net_position: 0, currency: "EUR" });
    expect(fresh.minor_unit_exponent).toBe(2);
    expect(fresh.rtp.id).toBe(fresh.rtp_version);
    expect(fresh.win_tiers.big).toBeGreaterThan(0);
    expect(Date.parse(fresh.started_at)).toBeLessThanOrEqual(Date.now());

    let net = 0;
    const played: string[] = [];
    for (let round = 0; round < 3; round++) {
      const spin = await server.app.inject({
        method: "POST",
        url: `/v1/operator-sessions/${sessionId}/spins`,
        payload: { bet: 100 },
      });
      expect(spin.statusCode, spin.body).toBe(200);
      const answer = spin.json() as { round: { id: string }; win: number; cost: number; balance: number };
      net += answer.win - answer.cost;
      played.push(answer.round.id);
    }
    const after = await read(sessionId);
    expect(after.rounds).toBe(3);
    expect(after.net_position).toBe(net);
    expect(after.balance).toBe(100_000 + net);

    // The operator's other games spend the whole balance; the next bet is refused and plays nothing:
    // it is neither a round nor part of the net position.
    const spent = await signedInject(
      server.app,
      operator,
      "POST",
      `/v1/sandbox-wallet/${operator.operatorId}/bet`,
      {
        player_id: "reader-1",
        session_id: sessionId,
        currency: "EUR",
        game: "another-game",
        round_id: randomUUID(),
        transaction_id: randomUUID(),
        amount: after.balance,
      },
    );
    expect(spent.statusCode, spent.body).toBe(200);
    const refused = await server.app.inject({
      method: "POST",
      url: `/v1/operator-sessions/${sessionId}/spins`,
      payload: { bet: 100 },
    });
    expect(refused.statusCode, refused.body).toBe(402);
    expect((await read(sessionId)).rounds).toBe(3);

    const history = await server.app.inject({
      method: "GET",
      url: `/v1/operator-sessions/${sessionId}/rounds`,
    });
    expect(history.statusCode, history.body).toBe(200);
    const rounds = sandboxRoundsResponseSchema.parse(history.json()).data;
    expect(rounds.map((round) => round.id)).toEqual([...played].reverse());
    expect(rounds.every((round) => round.bet === 100 && round.cost === 100)).toBe(true);
    expect(rounds.reduce((sum, round) => sum + round.win - round.cost, 0)).toBe(net);
  });

  it("gives each round a replay that names its currency, with the round's amounts in its major units", async () => {
    const { sessionId } = await open("JPY", "reader-2");
    const spin = await server.app.inject({
      method: "POST",
      url: `/v1/operator-sessions/${sessionId}/spins`,
      payload: { bet: 10 },
    });
    expect(spin.statusCode, spin.body).toBe(200);
    const answer = spin.json() as { round: { id: string }; win: number };
    const replay = await server.app.inject({ method: "GET", url: `/v1/demo-rounds/${answer.round.id}` });
    expect(replay.statusCode, replay.body).toBe(200);
    const { data } = demoReplayResponseSchema.parse(replay.json());
    expect(data.currency).toBe("JPY");
    expect(data.round.bet).toBe(10);
    expect(data.round.win).toBe(answer.win);
  });

  it("answers an unknown session's history with 404", async () => {
    const response = await server.app.inject({
      method: "GET",
      url: "/v1/operator-sessions/0b7c2f0e-3a55-4f4e-9d7e-1f0c8b9a6d21/rounds",
    });
    expect(response.statusCode).toBe(404);
  });
});
