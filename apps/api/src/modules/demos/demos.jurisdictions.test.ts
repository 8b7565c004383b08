import { randomUUID } from "node:crypto";
import { demoLaunchSchema, jurisdictionProfiles } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
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

const uk = jurisdictionProfiles.uk;

describe.each(demoStores)("jurisdiction profiles with the session in %s", (_store, redis) => {
  let app: App;
  let demos: ReturnType<typeof demoClient>;
  let scripted: ReturnType<typeof demoClient>;
  let now = Date.now();
  beforeAll(async () => {
    if (skipWithoutRedis(redis)) return;
    app = await demoTestApp({ redis: redis(), clock: () => new Date(now) });
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

  const launch = (query: string) => app.inject({ method: "GET", url: `/v1/games/quest-of-ra/demo${query}` });

  test("plays .com by default and keeps its address as it was; uk and mt are named in theirs", async () => {
    const byDefault = demoLaunchSchema.parse((await launch("")).json()).game_url;
    expect(byDefault).toMatch(/^http:\/\/site\.test\/demo\/quest-of-ra\/play\?session=[0-9a-f-]{36}$/);
    const session = new URL(byDefault).searchParams.get("session") ?? "";
    expect((await demos.session(session)).jurisdiction).toBe("com");
    expect((await demos.session(await demos.launch("quest-of-ra", "?jurisdiction=com"))).jurisdiction).toBe(
      "com",
    );

    for (const jurisdiction of ["uk", "mt"] as const) {
      const response = await launch(`?jurisdiction=${jurisdiction}`);
      expect(response.statusCode).toBe(200);
      const address = new URL(demoLaunchSchema.parse(response.json()).game_url);
      expect(address.pathname).toBe("/demo/quest-of-ra/play");
      expect(address.searchParams.get("jurisdiction")).toBe(jurisdiction);
      const played = await demos.session(address.searchParams.get("session") ?? "");
      expect(played).toMatchObject({ jurisdiction, net_position: 0, rounds: 0 });
    }
    // With an RTP version too: both reach the session.
    const both = await demos.session(await demos.launch("quest-of-ra", "?rtp=94&jurisdiction=mt"));
    expect(both).toMatchObject({ jurisdiction: "mt", rtp_version: { id: 94 } });
  });

  test("answers 400 naming the field for any other profile, in the API's error shape", async () => {
    for (const query of [
      "?jurisdiction=de",
      "?jurisdiction=UK",
      "?jurisdiction=",
      "?jurisdiction=uk&jurisdiction=mt",
    ]) {
      const response = await launch(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({
        statusCode: 400,
        error: "Bad Request",
        message: "querystring.jurisdiction: pick uk, mt or com (com when absent)",
      });
    }
  });

  test("uk: refuses a round within 2.5 s of the last one with a 409, and plays it from then on", async () => {
    const id = await scripted.launch("quest-of-ra", "?jurisdiction=uk");
    const first = await scripted.spin(id, { bet: 1 });
    now += uk.minRoundMs - 1_000;
    expect(await scripted.refusal(id, { bet: 1 })).toEqual({
      status: 409,
      message: "A round of the UK build lasts at least 2.5 seconds: the next one may start in 1 second.",
    });
    // A retry of the round already played is the same round, not a new one.
    const retried = await scripted.spinRequest(id, { bet: 1, round_id: first.round.id });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.round).toEqual(first.round);
    now += 999;
    expect((await scripted.refusal(id, { bet: 1 })).status).toBe(409);
    const untouched = await scripted.session(id);
    expect(untouched.rounds).toBe(1);
    expect(toCents(untouched.balance)).toBe(settled(1000, first.round));

    now += 1;
    const second = await scripted.spin(id, { bet: 1 });
    expect(second.session.rounds).toBe(2);
    expect(toCents(second.session.balance)).toBe(settled(1000, first.round, second.round));

    // The .com build has no minimum: two rounds in the same millisecond.
    const com = await scripted.launch("quest-of-ra");
    await scripted.spin(com, { bet: 1 });
    expect((await scripted.spin(com, { bet: 1 })).session.rounds).toBe(2);
  });

  test("uk refuses autoplay; mt refuses it without a loss limit; .com plays it either way", async () => {
    const run = { run: randomUUID() };
    const ukSession = await demos.launch("quest-of-ra", "?jurisdiction=uk");
    expect(await demos.refusal(ukSession, { autoplay: run })).toEqual({
      status: 400,
      message: "body.autoplay: the UK build offers no autoplay; each round starts with a press of Spin",
    });
    const mtSession = await demos.launch("quest-of-ra", "?jurisdiction=mt");
    expect(await demos.refusal(mtSession, { autoplay: run })).toEqual({
      status: 400,
      message:
        "body.autoplay.loss_limit: the Malta build plays autoplay only within a loss limit the player sets",
    });
    expect(await demos.refusal(mtSession, { autoplay: { ...run, loss_limit: 2.005 } })).toEqual({
      status: 400,
      message: "body.autoplay.loss_limit: 2.005 is not an amount in whole cents",
    });
    expect(await demos.refusal(mtSession, { autoplay: { ...run, loss_limit: -5 } })).toMatchObject({
      status: 400,
      message: /^body\.autoplay\.loss_limit: /,
    });
    for (const id of [ukSession, mtSession]) expect((await demos.session(id)).rounds).toBe(0);

    const com = await demos.launch("quest-of-ra");
    await demos.spin(com, { autoplay: run });
    await demos.spin(com, { autoplay: { run: randomUUID(), loss_limit: 50 } });
    expect((await demos.session(com)).rounds).toBe(2);
  });

  test("mt: an autoplay stops, refused with a 409, at the round that could pass its loss limit", async () => {
    const id = await demos.launch("quest-of-ra", "?jurisdiction=mt");
    // A manual round first: the run's losses count from where it starts.
    let before = (await demos.spin(id, { bet: 1 })).session.net_position;
    const limit = 3;
    let run = { run: randomUUID(), loss_limit: limit };
    let net = before;
    for (let round = 1; round <= 500; round++) {
      if (net > before) {
        // Ahead of where the run started (an early win can put it hundreds of rounds from its limit):
        // a new run counts from here.
        before = net;
        run = { run: randomUUID(), loss_limit: limit };
      }
      const response = await demos.spinRequest(id, { bet: 1, autoplay: run });
      const lost = toCents(before) - toCents(net);
      if (lost + 100 > limit * 100) {
        expect(response.statusCode, `round ${round}, lost ${lost} cents`).toBe(409);
        expect(response.json().message).toBe(
          `body.autoplay.loss_limit: this round could take the autoplay past its loss limit of 3.00 FUN (lost so far: ${(lost / 100).toFixed(2)} FUN); autoplay stops here.`,
        );
        // A new autoplay (or a press of Spin) starts counting again.
        const fresh = await demos.spinRequest(id, { bet: 1, autoplay: { ...run, run: randomUUID() } });
        expect(fresh.statusCode).toBe(200);
        return;
      }
      expect(response.statusCode, `round ${round}, lost ${lost} cents`).toBe(200);
      net = response.json().data.session.net_position;
    }
    throw new Error("500 rounds of Quest of Ra never lost 3.00 FUN");
  });

  test("keeps the net position across spins, buys and the gamble, and not across a refill", async () => {
    const id = await demos.launch("squid-gold-x2", "?jurisdiction=mt");
    const rounds = [
      (await demos.spin(id, { bet: 1 })).round,
      (await demos.spin(id, { bet: 0.2, buy: "free-spins" })).round,
    ];
    const session = await demos.session(id);
    expect(toCents(session.net_position)).toBe(settled(0, ...rounds));
    expect(toCents(session.net_position)).toBe(toCents(session.balance) - 100_000);
    const offer = await demos.spinUntilGambleOffer(id);
    const gambled = await demos.gamble(id, "red");
    const stake = offer.session.gamble?.stake ?? 0;
    expect(toCents(gambled.session.net_position)).toBe(
      toCents(offer.session.net_position) - toCents(stake) + toCents(gambled.win),
    );
    const reset = await app.inject({ method: "POST", url: `/v1/demo-sessions/${id}/reset` });
    expect(reset.json().data).toMatchObject({ balance: 1000, net_position: gambled.session.net_position });
  });
});
