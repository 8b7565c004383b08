import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../../test/app";
import { signedIn } from "../../../../test/support/accounts";
import { FIRST_DATABASE_OPEN_MS, withoutRateLimits } from "../../../../test/support/contact";
import type { App } from "../../../app";
import { auditEvents } from "../../audit/audit.tables";
import { sandboxWalletAccounts } from "../../sandbox-wallet/sandbox-wallet.tables";

describe("a partner's sandbox test players", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(withoutRateLimits);
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app.close());

  async function partnerWithCredentials() {
    const partner = await signedIn(app, { role: "partner", status: "approved" });
    const issued = await app.inject({
      method: "POST",
      url: "/v1/partner/integration/credentials",
      headers: partner.headers,
    });
    expect(issued.statusCode, issued.body).toBe(201);
    return { ...partner, operatorId: issued.json().operator_id as string };
  }
  const topUp = (
    headers: Record<string, string>,
    player: string,
    payload: Record<string, unknown>,
    key?: string,
  ) =>
    app.inject({
      method: "POST",
      url: `/v1/partner/integration/test-players/${encodeURIComponent(player)}/top-up`,
      headers: { ...headers, ...(key ? { "idempotency-key": key } : {}) },
      payload,
    });
  const list = (headers: Record<string, string>, query = "") =>
    app.inject({ method: "GET", url: `/v1/partner/integration/test-players${query}`, headers });

  it("is for approved partners only, and asks for credentials before a top-up", async () => {
    expect((await list({})).statusCode).toBe(401);
    const pending = await signedIn(app, { role: "partner", status: "pending" });
    expect((await list(pending.headers)).statusCode).toBe(403);
    const editor = await signedIn(app, { role: "editor", status: "approved" });
    expect((await topUp(editor.headers, "p", { amount: 100, currency: "EUR" }, "k")).statusCode).toBe(403);

    const partner = await signedIn(app, { role: "partner", status: "approved" });
    expect((await list(partner.headers)).json()).toEqual({ data: [], next_cursor: null });
    const early = await topUp(partner.headers, "p", { amount: 100, currency: "EUR" }, "k");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Issue sandbox credentials first/);
  });

  it("tops a player up once per Idempotency-Key, even when the retry comes at the same time", async () => {
    const partner = await partnerWithCredentials();
    const first = await topUp(partner.headers, "alice", { amount: 5_000, currency: "EUR" }, "top-up-1");
    expect(first.statusCode, first.body).toBe(200);
    // A new test player starts with the wallet's 1,000.00 EUR, then the top-up.
    expect(first.json()).toEqual({
      player_id: "alice",
      currency: "EUR",
      balance: 105_000,
      top_up: 5_000,
      replayed: false,
    });
    const again = await topUp(partner.headers, "alice", { amount: 5_000, currency: "EUR" }, "top-up-1");
    expect(again.json()).toEqual({ ...first.json(), replayed: true });

    const both = await Promise.all([
      topUp(partner.headers, "alice", { amount: 250, currency: "EUR" }, "top-up-2"),
      topUp(partner.headers, "alice", { amount: 250, currency: "EUR" }, "top-up-2"),
    ]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(both.map((answer) => answer.json().balance)).toEqual([105_250, 105_250]);
    expect(both.map((answer) => answer.json().replayed).sort()).toEqual([false, true]);

    const [account] = await app.database.db
      .select()
      .from(sandboxWalletAccounts)
      .where(
        and(
          eq(sandboxWalletAccounts.operatorId, partner.operatorId),
          eq(sandboxWalletAccounts.playerId, "alice"),
        ),
      );
    expect(account?.balanceMinor).toBe(105_250);
    const audited = await app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "operator.test-player-top-up"));
    expect(audited.map((event) => [event.actorEmail, event.after])).toEqual([
      [partner.account.email, { balance: 105_000, currency: "EUR", top_up: 5_000 }],
      [partner.account.email, { balance: 105_250, currency: "EUR", top_up: 250 }],
    ]);

    const reused = await topUp(partner.headers, "alice", { amount: 999, currency: "EUR" }, "top-up-1");
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe("This Idempotency-Key was already used for a different top-up");
  });

  it("refuses bad amounts, a missing key and the wrong currency in words, moving nothing", async () => {
    const partner = await partnerWithCredentials();
    await topUp(partner.headers, "bob", { amount: 1, currency: "EUR" }, "first");
    const refusals: [Record<string, unknown>, string | undefined, number, RegExp][] = [
      [{ amount: 0, currency: "EUR" }, "a", 400, /^body\.amount: must be more than 0/],
      [{ amount: -5, currency: "EUR" }, "b", 400, /^body\.amount: must be more than 0/],
      [{ amount: 1.5, currency: "EUR" }, "c", 400, /^body\.amount: must be a whole number/],
      [{ amount: "100", currency: "EUR" }, "d", 400, /^body\.amount: /],
      [{ amount: 100_000_001, currency: "EUR" }, "e", 400, /^body\.amount: a top-up adds at most 100000000/],
      [{ amount: 100, currency: "EUR" }, undefined, 400, /^headers\.idempotency-key: /],
      [{ amount: 100, currency: "XYZ" }, "f", 400, /^body\.currency: XYZ is not an ISO 4217 currency/],
      [
        { amount: 100, currency: "JPY" },
        "g",
        409,
        /^Test player bob plays in EUR: top up in EUR, not JPY\.$/,
      ],
    ];
    for (const [payload, key, status, message] of refusals) {
      const answer = await topUp(partner.headers, "bob", payload, key);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    const newcomer = await topUp(partner.headers, "carol", { amount: 100, currency: "JPY" }, "h");
    expect(newcomer.statusCode).toBe(400);
    expect(newcomer.json().message).toBe(
      "body.currency: a new test player plays in one of your currencies (EUR), not JPY",
    );
    expect((await list(partner.headers)).json().data).toEqual([
      expect.objectContaining({ player_id: "bob", currency: "EUR", balance: 100_001 }),
    ]);
  });

  it("lists the partner's own test players a page at a time, with balances in minor units", async () => {
    const partner = await partnerWithCredentials();
    for (const player of ["dora", "al", "cy"]) {
      await topUp(partner.headers, player, { amount: 100, currency: "EUR" }, `key-${player}`);
    }
    const first = await list(partner.headers, "?limit=2");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.map((player: { player_id: string }) => player.player_id)).toEqual(["al", "cy"]);
    expect(first.json().data[0]).toMatchObject({ currency: "EUR", minor_unit_exponent: 2, balance: 100_100 });
    const second = await list(partner.headers, `?limit=2&cursor=${first.json().next_cursor}`);
    expect(second.json()).toMatchObject({ data: [{ player_id: "dora" }], next_cursor: null });

    const forged = await list(partner.headers, "?cursor=AAEC");
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("querystring.cursor: is not a cursor this API gave");

    const other = await partnerWithCredentials();
    expect((await list(other.headers)).json().data).toEqual([]);
    // The same key from another partner is theirs: their own top-up, not a replay of this one.
    const theirs = await topUp(other.headers, "al", { amount: 100, currency: "EUR" }, "key-al");
    expect(theirs.json()).toMatchObject({ balance: 100_100, replayed: false });
  });

  it("documents the partner's sandbox routes in the OpenAPI document, with their schemas", async () => {
    const document = (await app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    const base = "/v1/partner/integration";
    const operations = [
      ["get", "/test-players"],
      ["post", "/test-players/{player_id}/top-up"],
      ["post", "/sessions"],
      ["get", "/rounds"],
      ["get", "/rounds.csv"],
      ["get", "/rounds/{round_id}"],
      ["get", "/stuck-transactions"],
      ["post", "/wallet-check"],
    ] as const;
    for (const [method, path] of operations) {
      const operation = document.paths[`${base}${path}`]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual(["partner area"]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401", "403"]));
    }
    const topUp = document.paths[`${base}/test-players/{player_id}/top-up`].post;
    expect(topUp.parameters).toContainEqual(
      expect.objectContaining({ in: "header", name: "idempotency-key", required: true }),
    );
    expect(topUp.requestBody.content["application/json"].schema.required).toEqual(["amount", "currency"]);
    expect(document.paths[`${base}/rounds`].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["player_id", "game", "status", "from", "to", "cursor", "limit"]),
    );
  });
});
