import { randomUUID } from "node:crypto";
import { demoSpinResponseSchema } from "@quillspin/contracts";
import { canGamble } from "@quillspin/game-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_DATABASE_OPEN_MS } from "../../../test/support/contact";
import {
  demoClient,
  demoStores,
  demoTestApp,
  forgetDemoSessions,
  settled,
  skipWithoutRedis,
} from "../../../test/support/demos";
import type { App } from "../../app";
import { toCents } from "./bet-ladder";

describe.each(demoStores)("demo spins with the session in %s", (_store, redis) => {
  let app: App;
  let demos: ReturnType<typeof demoClient>;
  beforeAll(async () => {
    if (skipWithoutRedis(redis)) return;
    app = await demoTestApp({ redis: redis() });
    demos = demoClient(app);
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(async () => {
    await forgetDemoSessions(redis());
    await app?.close();
  });
  const test = it.skipIf(skipWithoutRedis(redis));

  const refusal = async (id: string, body: object) => {
    const response = await demos.spinRequest(id, body);
    return { status: response.statusCode, message: response.json().message as string };
  };

  test("debits the cost and credits the win exactly as each round says", async () => {
    const id = await demos.launch("quest-of-ra");
    let balance = 1000;
    for (const bet of [1, 0.1, 2, 0.5, 5, 1, 1, 1]) {
      const response = await demos.spinRequest(id, { bet });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      const { round, session } = demoSpinResponseSchema.parse(response.json()).data;
      expect(round).toMatchObject({ bet, cost: bet, buy: null, double_chance: false });
      // The engine's exact win in cents, a fraction of a cent dropped, as the game server pays it.
      expect(round.win).toBe(Math.floor(Math.round(round.win_multiple * bet * 100 * 1e6) / 1e6) / 100);
      expect(round.steps.length).toBeGreaterThan(0);
      expect(round.steps[0]?.phase).toBe("base");
      expect(toCents(session.balance)).toBe(settled(balance, round));
      expect(session.bet).toBe(bet);
      balance = session.balance;
    }
    const session = await demos.session(id);
    expect(session.balance).toBe(balance);
    expect(session.rounds).toBe(8);
  });

  test("offers the win of the latest round to gamble, and only that one", async () => {
    const id = await demos.launch("quest-of-ra");
    for (let spin = 0; spin < 12; spin++) {
      const { round, session } = await demos.spin(id, { bet: 1 });
      const offered = canGamble(round.win, 1, session.max_win * round.bet);
      expect(session.gamble).toEqual(offered ? { stake: round.win, move: 1 } : null);
    }
  });

  test("buys a feature at its stated price", async () => {
    const id = await demos.launch("squid-gold-x2");
    const { round, session } = await demos.spin(id, { bet: 2, buy: "free-spins" });
    expect(round.cost).toBe(80);
    expect(round.buy).toBe("free-spins");
    expect(round.events).toContainEqual(expect.objectContaining({ type: "free-spins", reason: "buy" }));
    expect(round.steps.some((step) => step.phase === "free-spin")).toBe(true);
    expect(toCents(session.balance)).toBe(settled(1000, round));
  });

  test("charges 1.25 times the bet for Double Chance and refuses a buy with it on", async () => {
    const id = await demos.launch("lucky-skulls-bonanza");
    const { round, session } = await demos.spin(id, { bet: 2, double_chance: true });
    expect(round).toMatchObject({ bet: 2, cost: 2.5, double_chance: true });
    expect(toCents(session.balance)).toBe(settled(1000, round));
    // 1.25 × 0.50 is 62.5 cents: FUN has no half cent, and the player is charged the cent below.
    const between = await demos.spin(id, { bet: 0.5, double_chance: true });
    expect(between.round).toMatchObject({ bet: 0.5, cost: 0.62, double_chance: true });
    expect(toCents(between.session.balance)).toBe(settled(session.balance, between.round));

    expect(await refusal(id, { bet: 2, double_chance: true, buy: "free-spins" })).toEqual({
      status: 400,
      message: "body.buy: Double Chance disables the Buy Bonus; switch Double Chance off to buy the feature",
    });
    const bought = await demos.spin(id, { bet: 0.2, double_chance: false, buy: "free-spins" });
    expect(bought.round.cost).toBe(20);
    expect((await demos.session(id)).rounds).toBe(3);
  });

  test("refuses bets, buys, Double Chance and choices the game lacks, naming the field", async () => {
    const id = await demos.launch("quest-of-ra");
    expect(await refusal(id, { bet: 0.15 })).toEqual({
      status: 400,
      message:
        "body.bet: 0.15 is not a bet of Quest of Ra; pick one of 0.10, 0.20, 0.50, 1.00, 2.00, 5.00, 10.00, 20.00, 50.00, 100.00",
    });
    expect(await refusal(id, { bet: 200 })).toMatchObject({ status: 400, message: /^body\.bet: / });
    expect(await refusal(id, { bet: 0.001 })).toMatchObject({ status: 400, message: /^body\.bet: / });
    expect(await refusal(id, { bet: -1 })).toMatchObject({ status: 400, message: /^body\.bet: / });
    expect(await refusal(id, { buy: "free-spins" })).toEqual({
      status: 400,
      message: "body.buy: Quest of Ra has no Buy Bonus",
    });
    expect(await refusal(id, { double_chance: true })).toEqual({
      status: 400,
      message: "body.double_chance: Quest of Ra has no Double Chance",
    });
    expect(await refusal(id, { choice: 0 })).toEqual({
      status: 400,
      message: "body.choice: Quest of Ra offers no free-spins choice",
    });
    expect(await refusal(id, { round_id: "round-1" })).toMatchObject({
      status: 400,
      message: /^body\.round_id: /,
    });

    const squid = await demos.launch("squid-gold-x2");
    expect(await refusal(squid, { buy: "hold-and-win" })).toEqual({
      status: 400,
      message: 'body.buy: Squid Gold X2 has no buy option "hold-and-win"; it offers "free-spins"',
    });
    const cleo = await demos.launch("cleos-riches-flexiways");
    expect(await refusal(cleo, { choice: 3 })).toEqual({
      status: 400,
      message: "body.choice: pick 0 to 2 (15 spins at 1x, 10 spins at 5x, 5 spins at 10x)",
    });
    expect((await demos.spin(cleo, { choice: 2, buy: "free-spins" })).round.events).toContainEqual({
      type: "free-spins-choice",
      option: "5 spins at 10x",
    });

    const untouched = await demos.session(id);
    expect(untouched).toMatchObject({ balance: 1000, rounds: 0 });
  });

  test("answers 409 when the balance does not cover the round, and leaves it untouched", async () => {
    const id = await demos.launch("monster-load-up-hold-and-win");
    expect(await refusal(id, { bet: 10, buy: "bonus-4-respins" })).toEqual({
      status: 409,
      message:
        "This round costs 2,000.00 FUN and the demo balance is 1,000.00 FUN. Refill the balance to keep playing.",
    });
    expect(await demos.session(id)).toMatchObject({ balance: 1000, rounds: 0 });
    // Exactly the whole balance is enough.
    const { round } = await demos.spin(id, { bet: 5, buy: "bonus-4-respins" });
    expect(round.cost).toBe(1000);
    expect((await demos.session(id)).balance).toBe(round.win);
  });

  test("answers a retried round_id with the same round, charged once", async () => {
    const id = await demos.launch("quest-of-ra");
    const round_id = randomUUID();
    const first = await demos.spin(id, { round_id, bet: 2 });
    const retried = await demos.spin(id, { round_id, bet: 2 });
    expect(retried.round).toEqual(first.round);
    expect(retried.session).toEqual(first.session);
    expect(await demos.session(id)).toMatchObject({ balance: first.session.balance, rounds: 1 });

    expect(await refusal(id, { round_id, bet: 5 })).toEqual({
      status: 422,
      message: `body.round_id: round ${round_id} was played with another bet or feature`,
    });
    await demos.spin(id, { bet: 1 });
    // Only the latest round is kept to answer again: an older one is refused, never charged twice.
    expect(await refusal(id, { round_id, bet: 2 })).toEqual({
      status: 409,
      message: `body.round_id: round ${round_id} was already played`,
    });
    expect((await demos.session(id)).rounds).toBe(2);
  });

  test("refills the balance to the starting amount and drops a pending gamble", async () => {
    const id = await demos.launch("quest-of-ra");
    await demos.spinUntilGambleOffer(id);
    const response = await demos.resetRequest(id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ balance: 1000, starting_balance: 1000, gamble: null });
    expect(data.rounds).toBeGreaterThan(0);
    expect(await demos.session(id)).toEqual(data);
    expect((await demos.gambleRequest(id, "red")).statusCode).toBe(409);
  });

  test("answers 404 to plays on a session that does not exist", async () => {
    const id = randomUUID();
    expect((await demos.spinRequest(id, {})).statusCode).toBe(404);
    expect((await demos.gambleRequest(id, "black")).statusCode).toBe(404);
    expect((await demos.resetRequest(id)).json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Demo session not found or expired: start a new demo from the game's page.",
    });
  });
});
