import { randomUUID } from "node:crypto";
import { demoReplayResponseSchema, demoSessionRoundsResponseSchema } from "@quillspin/contracts";
import { seededRng } from "@quillspin/game-engine";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FIRST_DATABASE_OPEN_MS } from "../../../test/support/contact";
import {
  demoClient,
  demoStores,
  demoTestApp,
  forgetDemoSessions,
  SCRIPTED,
  skipWithoutRedis,
} from "../../../test/support/demos";
import type { App } from "../../app";
import { createDemoRoundArchive, replayLifetimeMs } from "./demo-rounds";
import { replayNotFoundMessage } from "./demos.service";

const day = 24 * 60 * 60 * 1000;

describe.each(demoStores)("demo history and replays with the session in %s", (_store, redis) => {
  let app: App;
  let demos: ReturnType<typeof demoClient>;
  let scripted: ReturnType<typeof demoClient>;
  let now = Date.now();
  // Each scripted round draws from the next seed: the rounds are the same from run to run.
  let seed = 1;
  beforeAll(async () => {
    if (skipWithoutRedis(redis)) return;
    app = await demoTestApp({
      redis: redis(),
      clock: () => new Date(now),
      randomSource: () => seededRng(seed++),
    });
    demos = demoClient(app);
    scripted = demoClient(app, SCRIPTED);
  }, FIRST_DATABASE_OPEN_MS);
  beforeEach(() => {
    now = Date.now();
  });
  afterAll(async () => {
    await forgetDemoSessions(redis());
    await app?.close();
  });
  const test = it.skipIf(skipWithoutRedis(redis));

  const replay = (roundId: string, prefix = "/v1") =>
    app.inject({ method: "GET", url: `${prefix}/demo-rounds/${roundId}` });
  const history = async (sessionId: string) => {
    const response = await app.inject({ method: "GET", url: `/v1/demo-sessions/${sessionId}/rounds` });
    expect(response.statusCode, response.body).toBe(200);
    return demoSessionRoundsResponseSchema.parse(response.json()).data;
  };

  test("keeps every round: the history lists them newest first, each replays exactly as it was played", async () => {
    const id = await demos.launch("squid-gold-x2", "?rtp=94&jurisdiction=mt");
    const played = [
      await demos.spin(id, { bet: 1 }),
      await demos.spin(id, { bet: 0.2, buy: "free-spins" }),
      await demos.spin(id, { bet: 0.5 }),
    ];
    const listed = await history(id);
    expect(listed.map(({ id: roundId, bet, cost, win }) => ({ id: roundId, bet, cost, win }))).toEqual(
      [...played]
        .reverse()
        .map(({ round }) => ({ id: round.id, bet: round.bet, cost: round.cost, win: round.win })),
    );
    for (const line of listed) expect(Date.parse(line.played_at)).toBeLessThanOrEqual(Date.now());

    const before = await demos.session(id);
    for (const { round } of played) {
      const response = await replay(round.id);
      expect(response.statusCode).toBe(200);
      const { data } = demoReplayResponseSchema.parse(response.json());
      expect(data.round).toEqual(round);
      expect(data).toMatchObject({
        game: { slug: "squid-gold-x2", name: "Squid Gold X2" },
        rtp_version: { id: 94, stated: false },
        jurisdiction: "mt",
      });
      expect(Date.parse(data.expires_at) - Date.parse(data.played_at)).toBe(replayLifetimeMs);
    }
    // Reading replays needs no session and moves no money.
    expect(await demos.session(id)).toEqual(before);
  });

  test("stores a retried round once, and no other session can take its id", async () => {
    const id = await demos.launch("quest-of-ra");
    const roundId = randomUUID();
    const first = await demos.spin(id, { bet: 1, round_id: roundId });
    await demos.spin(id, { bet: 1, round_id: roundId });
    expect((await history(id)).map((line) => line.id)).toEqual([roundId]);

    const other = await demos.launch("quest-of-ra");
    expect(await demos.refusal(other, { bet: 1, round_id: roundId })).toEqual({
      status: 409,
      message: `body.round_id: round ${roundId} was already played`,
    });
    expect(await history(other)).toEqual([]);
    expect((await demos.session(other)).rounds).toBe(0);
    expect(demoReplayResponseSchema.parse((await replay(roundId)).json()).data.round).toEqual(first.round);
  });

  test("keeps the screen a Quest of Ra round landed on beside the one its Falcons spread over", async () => {
    const id = await scripted.launch("quest-of-ra");
    let played: Awaited<ReturnType<typeof scripted.spin>> | undefined;
    for (let spins = 0; spins < 40 && !played?.round.steps.some((step) => step.landed); spins++)
      played = await scripted.spin(id, { bet: 1 });
    const round = played?.round;
    const spread = round?.steps.find((step) => step.landed);
    if (!round || !spread) throw new Error("No round of 40 carried a landed screen");
    expect(spread.landed).not.toEqual(spread.grid);
    const response = await replay(round.id, SCRIPTED);
    expect(response.statusCode).toBe(200);
    expect(demoReplayResponseSchema.parse(response.json()).data.round).toEqual(round);
  });

  test("answers 404 for an unknown round or session and 400 for a malformed id", async () => {
    const unknown = await replay(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, error: "Not Found", message: replayNotFoundMessage });
    const malformed = await replay("not-a-round");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("params.id: is not a round id");
    const noSession = await app.inject({ method: "GET", url: `/v1/demo-sessions/${randomUUID()}/rounds` });
    expect(noSession.statusCode).toBe(404);
  });

  test("answers 404 once a round is 30 days old, and the purge deletes it then and no sooner", async () => {
    const id = await scripted.launch("quest-of-ra");
    const playedAt = now;
    const { round } = await scripted.spin(id, { bet: 1 });
    const archive = createDemoRoundArchive(app.database.db);

    now = playedAt + 30 * day - 1;
    expect((await replay(round.id, SCRIPTED)).statusCode).toBe(200);
    await archive.purgeExpired(new Date(now));
    expect(await archive.sessionOf(round.id)).toBe(id);

    now = playedAt + 30 * day;
    const expired = await replay(round.id, SCRIPTED);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(replayNotFoundMessage);
    expect(await archive.purgeExpired(new Date(now))).toBeGreaterThanOrEqual(1);
    expect(await archive.sessionOf(round.id)).toBeNull();
    // Rounds still within their lifetime stay.
    const fresh = await demos.launch("quest-of-ra");
    const kept = (await demos.spin(fresh, { bet: 1 })).round;
    await archive.purgeExpired(new Date(Date.now()));
    expect((await replay(kept.id)).statusCode).toBe(200);
  });
});
