import { randomInt, randomUUID } from "node:crypto";
import { demoLaunchSchema, demoSessionResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_DATABASE_OPEN_MS } from "../../../test/support/contact";
import {
  demoClient,
  demoStores,
  demoTestApp,
  forgetDemoSessions,
  skipWithoutRedis,
} from "../../../test/support/demos";
import type { App } from "../../app";

describe.each(demoStores)("demo launch and sessions in %s", (_store, redis) => {
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

  test("answers the demo player's address with a fresh session, never cached", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games/quest-of-ra/demo" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { game_url } = demoLaunchSchema.parse(response.json());
    expect(game_url).toMatch(
      /^http:\/\/site\.test\/demo\/quest-of-ra\/play\?session=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const again = await app.inject({ method: "GET", url: "/v1/games/quest-of-ra/demo" });
    expect(again.json().game_url).not.toBe(game_url);
  });

  test("answers 404 in the API error shape for a game the catalogue lacks", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games/no-such-game/demo" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Game not found: no-such-game",
    });
  });

  test("starts the session with 1,000.00 FUN and the game's bets, buys and features", async () => {
    const id = await demos.launch("admiral-wilds");
    const response = await app.inject({ method: "GET", url: `/v1/demo-sessions/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { data } = demoSessionResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id,
      game: "admiral-wilds",
      name: "Admiral Wilds",
      currency: "FUN",
      balance: 1000,
      starting_balance: 1000,
      // The stated range is 0.09 to 90: its ends plus the usual steps between them.
      bets: [0.09, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 90],
      bet: 1,
      buy_options: [{ id: "free-spins", label: expect.any(String), price: 100 }],
      double_chance: null,
      free_spin_choices: null,
      max_win: 5000,
      win_tiers: { big: 20, super: 40, mega: 60 },
      gamble: null,
      rounds: 0,
    });
    const lifetime = Date.parse(data.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600_000);
  });

  test("describes Double Chance and the free-spins choice where a game has them", async () => {
    const cleo = await demos.session(await demos.launch("cleos-riches-flexiways"));
    expect(cleo.double_chance).toEqual({ stake: 1.25, label: "Double Chance" });
    expect(cleo.free_spin_choices).toEqual({
      options: ["15 spins at 1x", "10 spins at 5x", "5 spins at 10x"],
      default: 1,
    });
    const hacker = await demos.session(await demos.launch("hacker-crash-jackpot"));
    expect(hacker.double_chance).toEqual({ stake: 1.25, label: "Chance Level-up" });
    expect(hacker.win_tiers).toEqual({ big: 10, super: 25, mega: 50 });
    expect(hacker.bets.at(0)).toBe(0.1);
    expect(hacker.bets.at(-1)).toBe(200);
  });

  test("answers 404 for a session that does not exist", async () => {
    const response = await app.inject({ method: "GET", url: `/v1/demo-sessions/${randomUUID()}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Demo session not found or expired: start a new demo from the game's page.",
    });
  });

  test("answers 400 naming the field for a malformed session id", async () => {
    for (const url of [
      "/v1/demo-sessions/not-a-session",
      "/v1/demo-sessions/not-a-session/spins",
      "/v1/demo-sessions/not-a-session/gamble",
      "/v1/demo-sessions/not-a-session/reset",
    ]) {
      const response = await app.inject({
        method: url.endsWith("not-a-session") ? "GET" : "POST",
        url,
        payload: url.endsWith("not-a-session") ? undefined : { round_id: randomUUID(), bet: 1, guess: "red" },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/^params\.id: /);
    }
  });
});

describe.each(demoStores)("rate limit of demo launches, counted in %s", (_store, redis) => {
  const apps: App[] = [];
  afterAll(async () => {
    await forgetDemoSessions(redis());
    await Promise.all(apps.map((app) => app.close()));
  });

  it.skipIf(skipWithoutRedis(redis))(
    "answers 429 with Retry-After once a client address started its share of demos",
    async () => {
      const app = await demoTestApp({
        redis: redis(),
        rateLimits: { demoSessions: { max: 2, windowMs: 60_000 } },
      });
      apps.push(app);
      // A fresh address per run: Redis counters outlive the test database.
      const address = `198.51.100.${randomInt(1, 255)}`;
      const launch = (remoteAddress: string) =>
        app.inject({ method: "GET", url: "/v1/games/squid-gold-x2/demo", remoteAddress });
      const first = await launch(address);
      expect(first.statusCode).toBe(200);
      expect((await launch(address)).statusCode).toBe(200);
      const limited = await launch(address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.json().message).toMatch(/^Too many requests: try again in /);
      expect((await launch(`203.0.113.${randomInt(1, 255)}`)).statusCode).toBe(200);
      // Playing is not limited: the address that may start no more demos goes on spinning.
      const id = new URL(first.json().game_url).searchParams.get("session");
      for (let spin = 0; spin < 5; spin++) {
        const played = await app.inject({
          method: "POST",
          url: `/v1/demo-sessions/${id}/spins`,
          payload: { round_id: randomUUID(), bet: 0.1 },
          remoteAddress: address,
        });
        expect(played.statusCode).toBe(200);
      }
    },
  );
});

describe("the demo routes in the OpenAPI document", () => {
  it("lists every demo route under the demos tag", async () => {
    const app = await demoTestApp();
    try {
      const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
      const operations = [
        ["/v1/games/{slug}/demo", "get"],
        ["/v1/demo-sessions/{id}", "get"],
        ["/v1/demo-sessions/{id}/spins", "post"],
        ["/v1/demo-sessions/{id}/gamble", "post"],
        ["/v1/demo-sessions/{id}/reset", "post"],
        ["/v1/demo-sessions/{id}/rounds", "get"],
        ["/v1/demo-rounds/{id}", "get"],
      ] as const;
      for (const [path, method] of operations) {
        expect(document.paths[path]?.[method]?.tags, path).toEqual(["demos"]);
      }
      const launch = document.paths["/v1/games/{slug}/demo"].get;
      const jurisdiction = launch.parameters.find(
        (parameter: { name: string; in: string }) => parameter.name === "jurisdiction",
      );
      expect(jurisdiction).toMatchObject({
        in: "query",
        required: false,
        schema: { type: "string", enum: ["uk", "mt", "com"], default: "com" },
      });
      expect(launch.description).toContain(
        "`uk` (no autoplay, no turbo, no quick stop, 2.5 seconds at least",
      );
      expect(Object.keys(document.paths["/v1/demo-rounds/{id}"].get.responses)).toEqual([
        "200",
        "400",
        "404",
      ]);
      const spin = document.paths["/v1/demo-sessions/{id}/spins"].post;
      expect(Object.keys(spin.responses)).toEqual(["200", "400", "404", "409", "422"]);
      expect(spin.requestBody.content["application/json"].schema.required).toEqual(["round_id", "bet"]);
    } finally {
      await app.close();
    }
  });
});
