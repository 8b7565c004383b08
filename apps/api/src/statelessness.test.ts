import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApiEnv } from "../test/app";
import { testDatabase } from "../test/database";
import { testRedis } from "../test/redis";
import { createAccount, goodPassword, signIn, uniqueAddress } from "../test/support/accounts";
import { validContact } from "../test/support/contact";
import { type App, build } from "./app";
import { loadApiConfig } from "./config/env";

const redis = testRedis();
const onSharedEngines = process.env.TEST_DATABASE_KIND === "postgres" && redis !== null;

/**
 * Two API instances on one PostgreSQL database and one Redis, as in production (docs/deploy.md):
 * whatever one instance did, the other one knows. Runs on the PostgreSQL project with TEST_REDIS_URL.
 */
describe.skipIf(!onSharedEngines)("two API instances on shared PostgreSQL and Redis", () => {
  let first: App;
  let second: App;
  /** Alternates: even attempts go to the first instance, odd ones to the second. */
  const instanceFor = (attempt: number) => (attempt % 2 === 0 ? first : second);

  beforeAll(async () => {
    const config = loadApiConfig(testApiEnv({ CONTACT_RATE_LIMIT_MAX: "3" }));
    const database = await testDatabase();
    first = await build({ config, database, redis, logger: false });
    second = await build({ config, database, redis, logger: false });
    await Promise.all([first.ready(), second.ready()]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("signs in through one instance and refreshes through the other", async () => {
    const account = await createAccount(first.database.db);
    const tokens = await signIn(first, account.email);

    const refreshed = await second.inject({
      method: "POST",
      url: "/v1/auth/refresh",
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();

    const me = await first.inject({
      method: "GET",
      url: "/v1/auth/me",
      headers: { authorization: `Bearer ${next.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ data: { email: account.email } });

    // The first instance knows the token was already traded on the second one.
    const replayed = await first.inject({
      method: "POST",
      url: "/v1/auth/refresh",
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it("counts failed sign-ins of one account across both instances", async () => {
    const account = await createAccount(first.database.db);
    const attempt = (instance: App, password: string) =>
      instance.inject({
        method: "POST",
        url: "/v1/auth/login",
        payload: { email: account.email, password },
        remoteAddress: uniqueAddress(),
      });
    const statuses: number[] = [];
    for (let failure = 0; failure < 10; failure++) {
      statuses.push((await attempt(instanceFor(failure), "not the password at all")).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // After ten failures per account in 15 minutes (throttle-rules.ts), five on each instance, the
    // account takes one attempt per 5 seconds across both: the other one is answered 429.
    const spaced = await Promise.all([attempt(first, goodPassword), attempt(second, goodPassword)]);
    expect(spaced.map((response) => response.statusCode).sort()).toEqual([200, 429]);
    const refused = spaced.find((response) => response.statusCode === 429);
    expect(Number(refused?.headers["retry-after"])).toBeLessThanOrEqual(5);
  }, 30_000);

  it("limits contact submissions of one address across both instances", async () => {
    const remoteAddress = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await instanceFor(attempt).inject({
        method: "POST",
        url: "/v1/auth/contact",
        payload: validContact,
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("plays one demo session with spins alternating between the instances", async () => {
    // A fresh address: Redis's launch counters outlive the run, and other files launch from the default.
    const launched = await first.inject({
      method: "GET",
      url: "/v1/games/quest-of-ra/demo",
      remoteAddress: uniqueAddress(),
    });
    expect(launched.statusCode).toBe(200);
    const sessionId = new URL(launched.json().game_url).searchParams.get("session");
    const opened = await second.inject({ method: "GET", url: `/v1/demo-sessions/${sessionId}` });
    expect(opened.statusCode).toBe(200);
    const { balance: start, bets } = opened.json().data as { balance: number; bets: number[] };

    let expected = start;
    const roundIds: string[] = [];
    for (let spin = 0; spin < 10; spin++) {
      const roundId = randomUUID();
      roundIds.push(roundId);
      const response = await instanceFor(spin).inject({
        method: "POST",
        url: `/v1/demo-sessions/${sessionId}/spins`,
        payload: { round_id: roundId, bet: bets[0] },
      });
      expect(response.statusCode).toBe(200);
      const { round, session } = response.json().data as {
        round: { id: string; cost: number; win: number };
        session: { balance: number; rounds: number };
      };
      expected = Math.round((expected - round.cost + round.win) * 100) / 100;
      expect(session.balance).toBeCloseTo(expected, 2);
      expect(session.rounds).toBe(spin + 1);
    }

    // A spin retried on the other instance answers the same round and charges nothing again.
    const lastRoundId = roundIds.at(-1);
    const retried = await first.inject({
      method: "POST",
      url: `/v1/demo-sessions/${sessionId}/spins`,
      payload: { round_id: lastRoundId, bet: bets[0] },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.session.balance).toBeCloseTo(expected, 2);

    const final = await first.inject({ method: "GET", url: `/v1/demo-sessions/${sessionId}` });
    expect(final.json().data).toMatchObject({ rounds: 10 });
    expect(final.json().data.balance).toBeCloseTo(expected, 2);
  });
});
