import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_DATABASE_OPEN_MS } from "../../../test/support/contact";
import {
  demoClient,
  demoStores,
  demoTestApp,
  forgetDemoSessions,
  SCRIPTED,
  settled,
  skipWithoutRedis,
} from "../../../test/support/demos";
import type { App } from "../../app";
import { toCents } from "./bet-ladder";
import { sessionLifetimeMs } from "./demos.service";

const hour = 3600_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(demoStores)("demo sessions kept in %s", (_store, redis) => {
  let app: App;
  let other: App;
  let demos: ReturnType<typeof demoClient>;
  let now = Date.now();
  beforeAll(async () => {
    if (skipWithoutRedis(redis)) return;
    app = await demoTestApp({ redis: redis(), clock: () => new Date(now) });
    other = await demoTestApp({ redis: redis() });
    demos = demoClient(app);
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(async () => {
    await forgetDemoSessions(redis());
    await Promise.all([app?.close(), other?.close()]);
  });
  const test = it.skipIf(skipWithoutRedis(redis));

  test("never spends the same balance twice: 10 concurrent spins settle exactly", async () => {
    const id = await demos.launch("quest-of-ra");
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        // Half through a second app on the same store, as two API instances would.
        (index % 2 ? other : app).inject({
          method: "POST",
          url: `/v1/demo-sessions/${id}/spins`,
          payload: { round_id: randomUUID(), bet: 5 },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rounds = responses.map((response) => response.json().data.round);
    expect(new Set(rounds.map((round) => round.id)).size).toBe(10);
    const session = await demos.session(id);
    expect(session.rounds).toBe(10);
    expect(toCents(session.balance)).toBe(settled(1000, ...rounds));
    // Each answer shows the session right after its own round, so in round order they chain exactly.
    const answers = responses
      .map((response) => response.json().data)
      .sort((a, b) => a.session.rounds - b.session.rounds);
    expect(answers.map((answer) => answer.session.rounds)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    let balance = 1000;
    for (const { round, session } of answers) {
      expect(toCents(session.balance)).toBe(settled(balance, round));
      balance = session.balance;
    }
  });

  test("two concurrent retries of one round charge it once", async () => {
    const id = await demos.launch("quest-of-ra");
    const round_id = randomUUID();
    const answers = await Promise.all(
      [app, other, app, other].map((target) =>
        target.inject({
          method: "POST",
          url: `/v1/demo-sessions/${id}/spins`,
          payload: { round_id, bet: 10 },
        }),
      ),
    );
    const rounds = answers.map((answer) => answer.json().data.round);
    for (const round of rounds) expect(round).toEqual(rounds[0]);
    expect(await demos.session(id)).toMatchObject({ rounds: 1, balance: settled(1000, rounds[0]) / 100 });
  });

  test("plays on when spins alternate between two API instances", async () => {
    const id = await demos.launch("cash-multipliers-respin");
    const first = demoClient(app);
    const second = demoClient(other);
    let balance = 1000;
    for (let spin = 0; spin < 12; spin++) {
      const { round, session } = await (spin % 2 ? second : first).spin(id, { bet: 1 });
      expect(toCents(session.balance)).toBe(settled(balance, round));
      balance = session.balance;
    }
    expect(await second.session(id)).toMatchObject({ rounds: 12, balance });
  });

  test("expires 24 hours after the last play, counting from each play", async () => {
    const scripted = demoClient(app, SCRIPTED);
    now = Date.now();
    const idle = await scripted.launch("quest-of-ra");
    const played = await scripted.launch("quest-of-ra");
    const started = await scripted.session(played);
    expect(Date.parse(started.expires_at)).toBe(now + sessionLifetimeMs);

    now += 23 * hour;
    const { session } = await scripted.spin(played, { bet: 1 });
    expect(Date.parse(session.expires_at)).toBe(now + sessionLifetimeMs);

    now += 1 * hour + 1;
    const gone = await app.inject({ method: "GET", url: `${SCRIPTED}/demo-sessions/${idle}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(
      "Demo session not found or expired: start a new demo from the game's page.",
    );
    expect((await scripted.spinRequest(idle, {})).statusCode).toBe(404);
    expect((await scripted.resetRequest(idle)).statusCode).toBe(404);
    // Reading does not extend a session; only playing does.
    expect((await scripted.session(played)).rounds).toBe(1);

    now += 22 * hour;
    expect((await scripted.resetRequest(played)).statusCode).toBe(200);
    now += sessionLifetimeMs;
    expect((await scripted.spinRequest(played, {})).statusCode).toBe(404);
    now = Date.now();
  });

  it.runIf(redis() !== null)("lets Redis drop the session itself when it expires", async () => {
    const scripted = demoClient(app, SCRIPTED);
    // A clock 24 hours minus 2 s behind gives the stored session 2 s to live: room for the launch and
    // the two reads below on a loaded machine.
    now = Date.now() - sessionLifetimeMs + 2_000;
    const id = await scripted.launch("quest-of-ra");
    expect(await redis()?.exists(`demo-session:${id}`)).toBe(1);
    const ttl = (await redis()?.pttl(`demo-session:${id}`)) ?? 0;
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(2_000);
    await sleep(ttl + 200);
    expect(await redis()?.exists(`demo-session:${id}`)).toBe(0);
    now = Date.now();
  });
});
