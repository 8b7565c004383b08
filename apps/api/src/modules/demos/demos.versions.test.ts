import { demoSessionResponseSchema } from "@quillspin/contracts";
import { gameModel, rtpVersionFigures, seededRng, spin } from "@quillspin/game-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const slug = "quest-of-ra";
const stated = gameModel(slug);
const lowest = gameModel(slug, 88);
if (!stated || !lowest) throw new Error("No Quest of Ra model");

/** A seed whose first round wins below the cap, so its pay tells the versions apart. */
const winningSeed = (() => {
  for (let seed = 1; seed < 1000; seed++) {
    const round = spin(stated, {}, { bet: 1, rng: seededRng(seed) });
    if (round.winMultiple > 1 && !round.capped) return seed;
  }
  throw new Error("No winning round in 1,000 seeds");
})();

describe.each(demoStores)("demo RTP versions in %s", (_store, redis) => {
  let app: App;
  let demos: ReturnType<typeof demoClient>;
  let scripted: ReturnType<typeof demoClient>;
  beforeAll(async () => {
    if (skipWithoutRedis(redis)) return;
    app = await demoTestApp({ redis: redis(), randomSource: () => seededRng(winningSeed) });
    demos = demoClient(app);
    scripted = demoClient(app, SCRIPTED);
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(async () => {
    await forgetDemoSessions(redis());
    await app?.close();
  });
  const test = it.skipIf(skipWithoutRedis(redis));

  const launch = (query: string) => app.inject({ method: "GET", url: `/v1/games/${slug}/demo${query}` });
  const sessionOf = async (query: string) => {
    const response = await launch(query);
    expect(response.statusCode, response.body).toBe(200);
    const id = new URL(response.json().game_url).searchParams.get("session") ?? "";
    const read = await app.inject({ method: "GET", url: `/v1/demo-sessions/${id}` });
    return demoSessionResponseSchema.parse(read.json()).data;
  };

  test("launches the stated version by default and a lower one with ?rtp, named as the rules screen shows it", async () => {
    const versions = rtpVersionFigures(slug);
    const byDefault = await sessionOf("");
    expect(byDefault.rtp_version).toEqual({ id: 96, rtp: 96.36, stated: true, pay_scale: 1 });
    expect((await sessionOf("?rtp=96")).rtp_version.id).toBe(96);
    const version = versions.find((candidate) => candidate.id === 94);
    expect((await sessionOf("?rtp=94")).rtp_version).toEqual({
      id: 94,
      rtp: version?.rtp,
      stated: false,
      pay_scale: version?.payScale,
    });
  });

  test("answers 400 naming rtp for a version the game does not offer or a malformed one", async () => {
    for (const query of ["?rtp=90", "?rtp=abc", "?rtp=94.5", "?rtp=0"]) {
      const response = await launch(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/^querystring\.rtp: /);
    }
    const refused = await launch("?rtp=90");
    expect(refused.json().message).toBe(
      "querystring.rtp: 90 is not an RTP version of this game; it offers 96, 94, 92, 88",
    );
  });

  test("plays every round of a session at the version it was launched with", async () => {
    const response = await app.inject({ method: "GET", url: `${SCRIPTED}/games/${slug}/demo?rtp=88` });
    const id = new URL(response.json().game_url).searchParams.get("session") ?? "";
    const statedId = await scripted.launch(slug);
    const expected = spin(lowest, {}, { bet: 1, rng: seededRng(winningSeed) });
    const full = spin(stated, {}, { bet: 1, rng: seededRng(winningSeed) });
    for (let round = 0; round < 3; round++) {
      const played = await scripted.spin(id, { bet: 1 });
      expect(played.round.win_multiple).toBeCloseTo(expected.winMultiple, 9);
      expect(played.round.win_multiple).toBeCloseTo(full.winMultiple * lowest.payScale, 9);
      expect(played.session.rtp_version.id).toBe(88);
      const plain = await scripted.spin(statedId, { bet: 1 });
      expect(plain.round.win_multiple).toBeCloseTo(full.winMultiple, 9);
    }
    expect((await demos.session(id)).rtp_version.id).toBe(88);
  });
});
