import { demoGambleResponseSchema } from "@quillspin/contracts";
import { type Rng, sequenceRng } from "@quillspin/game-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_DATABASE_OPEN_MS } from "../../../test/support/contact";
import {
  demoClient,
  demoStores,
  demoTestApp,
  forgetDemoSessions,
  SCRIPTED,
  skipWithoutRedis,
  storeOf,
} from "../../../test/support/demos";
import type { App } from "../../app";
import { toCents } from "./bet-ladder";

// sequenceRng's int(4) picks the suit: 0.1 hearts and 0.3 diamonds (red), 0.6 clubs and 0.9 spades (black).
const HEARTS = 0.1;
const DIAMONDS = 0.3;
const SPADES = 0.9;

describe.each(demoStores)("the demo gamble with the session in %s", (_store, redis) => {
  let app: App;
  let played: ReturnType<typeof demoClient>;
  let scripted: ReturnType<typeof demoClient>;
  let cards: Rng = sequenceRng([]);
  beforeAll(async () => {
    if (skipWithoutRedis(redis)) return;
    app = await demoTestApp({ redis: redis(), randomSource: () => cards });
    // Spins come from the secure source; only the cards are scripted.
    played = demoClient(app);
    scripted = demoClient(app, SCRIPTED);
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(async () => {
    await forgetDemoSessions(redis());
    await app?.close();
  });
  const test = it.skipIf(skipWithoutRedis(redis));

  async function sessionWithWin() {
    const id = await played.launch("quest-of-ra");
    const { session } = await played.spinUntilGambleOffer(id);
    const offer = session.gamble;
    if (!offer) throw new Error("no offer");
    return { id, balance: session.balance, stake: offer.stake };
  }

  test("doubles the win on a correct guess and offers a second move on the doubled win", async () => {
    const { id, balance, stake } = await sessionWithWin();
    cards = sequenceRng([DIAMONDS]);
    const response = await scripted.gambleRequest(id, "red");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const first = demoGambleResponseSchema.parse(response.json()).data;
    expect(first).toMatchObject({ card: { suit: "diamonds", colour: "red" }, correct: true, win: stake * 2 });
    // The win was credited with the round; the move stakes it and credits the double.
    expect(toCents(first.session.balance)).toBe(toCents(balance) + toCents(stake));
    expect(first.session.gamble).toEqual({ stake: stake * 2, move: 2 });

    cards = sequenceRng([SPADES]);
    const second = await scripted.gamble(id, "black");
    expect(second).toMatchObject({
      card: { suit: "spades", colour: "black" },
      correct: true,
      win: stake * 4,
    });
    expect(toCents(second.session.balance)).toBe(toCents(balance) + 3 * toCents(stake));
    // Two moves per win: the doubled win is the player's to keep.
    expect(second.session.gamble).toBeNull();
    expect(await played.session(id)).toEqual(second.session);

    const third = await played.gambleRequest(id, "red");
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      "No win to gamble: the gamble is offered on the win of the latest round.",
    );
  });

  test("loses the staked win on a wrong guess and ends the offer", async () => {
    const { id, balance, stake } = await sessionWithWin();
    cards = sequenceRng([HEARTS]);
    const lost = await scripted.gamble(id, "black");
    expect(lost).toMatchObject({ card: { suit: "hearts", colour: "red" }, correct: false, win: 0 });
    expect(toCents(lost.session.balance)).toBe(toCents(balance) - toCents(stake));
    expect(lost.session.gamble).toBeNull();
    expect((await played.gambleRequest(id, "black")).statusCode).toBe(409);
  });

  test("loses on the second move after winning the first", async () => {
    const { id, balance, stake } = await sessionWithWin();
    cards = sequenceRng([HEARTS]);
    await scripted.gamble(id, "red");
    cards = sequenceRng([SPADES]);
    const lost = await scripted.gamble(id, "red");
    expect(lost).toMatchObject({ correct: false, win: 0 });
    expect(toCents(lost.session.balance)).toBe(toCents(balance) - toCents(stake));
    expect(lost.session.gamble).toBeNull();
  });

  test("answers 409 with no win to gamble on a new session", async () => {
    const id = await played.launch("quest-of-ra");
    const response = await played.gambleRequest(id, "red");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: "Conflict",
      message: "No win to gamble: the gamble is offered on the win of the latest round.",
    });
    expect(await played.session(id)).toMatchObject({ balance: 1000 });
  });

  test("refuses a guess that is not RED or BLACK, naming the field", async () => {
    const { id } = await sessionWithWin();
    const response = await app.inject({
      method: "POST",
      url: `/v1/demo-sessions/${id}/gamble`,
      payload: { guess: "green" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.guess: /);
  });

  test("a new spin drops the pending offer: the earlier win stays credited", async () => {
    const { id, balance } = await sessionWithWin();
    const { round, session } = await played.spin(id, { bet: 0.1 });
    expect(toCents(session.balance)).toBe(toCents(balance) - 10 + toCents(round.win));
    expect(session.gamble).toEqual(round.win > 0 ? { stake: round.win, move: 1 } : null);
  });

  test("offers no double past the game's max win", async () => {
    const id = await played.launch("squid-gold-x2");
    const store = storeOf(app);
    const stored = await store.find(id, new Date());
    if (!stored) throw new Error("session not stored");
    // Squid Gold X2 pays at most 500x: at a bet of 1, a win of 150 may double once (300) but not twice (600).
    await store.replace(
      {
        ...stored,
        version: stored.version + 1,
        gamble: { stakeCents: 15_000, move: 1, maxPayCents: 50_000 },
      },
      new Date(),
    );
    cards = sequenceRng([HEARTS]);
    const doubled = await scripted.gamble(id, "red");
    expect(doubled).toMatchObject({ correct: true, win: 300 });
    expect(doubled.session.gamble).toBeNull();
    expect(doubled.session.balance).toBe(1150);
  });
});
