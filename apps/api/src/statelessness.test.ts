import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../test/database";
import { testRedis } from "../test/redis";
import { type App, build } from "./app";
import { loadApiConfig } from "./config/env";
import { createAccount, goodPassword, signIn, uniqueAddress } from "./modules/accounts/test-accounts";
import { validContact } from "./modules/contact/contact.fixtures";

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
    const config = loadApiConfig({
      SITE_URL: "http://site.test",
      NODE_ENV: "test",
      CONTACT_RATE_LIMIT_MAX: "3",
    });
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
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await instanceFor(attempt).inject({
        method: "POST",
        url: "/v1/auth/login",
        payload: { email: account.email, password: "not the password at all" },
        remoteAddress: uniqueAddress(),
      });
      statuses.push(response.statusCode);
    }
    // Ten failures per account per 15 minutes (throttle-rules.ts): five on each instance, then 429.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const blocked = await first.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email: account.email, password: goodPassword },
      remoteAddress: uniqueAddress(),
    });
    expect(blocked.statusCode).toBe(429);
  });

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
    const launched = await first.inject({ method: "GET", url: "/v1/games/quest-of-ra/demo" });
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
