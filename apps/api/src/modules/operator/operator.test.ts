import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOperator, gameServerWithTestWallet, signedInject } from "../../../test/support/operators";
import { holdingFirstBet } from "../../../test/support/test-wallet";
import { auditEvents } from "../audit/audit.tables";
import { sandboxWalletAccounts } from "../sandbox-wallet/sandbox-wallet.tables";
import { operatorRounds, operatorTransactions } from "./operator.tables";
import { walletUrlProblem } from "./wallet-address";

const game = "quest-of-ra";

describe("operator integration: the game server against a seamless wallet", () => {
  const server = gameServerWithTestWallet();

  async function sessionOn(walletUrl: string | null, player = "player-1") {
    const operator = await createOperator(server.app, { walletUrl, currencies: ["EUR", "JPY"] });
    server.walletSecret = operator.secret;
    const opened = await signedInject(server.app, operator, "POST", "/v1/operator/sessions", {
      player_id: player,
      currency: "EUR",
      game,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return { operator, session: opened.json() as { session_id: string; game_url: string } };
  }
  const spin = (sessionId: string, body: Record<string, unknown> = { bet: 100 }) =>
    server.app.inject({ method: "POST", url: `/v1/operator-sessions/${sessionId}/spins`, payload: body });

  it("refuses an unsigned, wrongly signed or stale request with 401 and changes nothing", async () => {
    const operator = await createOperator(server.app);
    const body = { player_id: "p", currency: "EUR", game };
    const unsigned = await server.app.inject({ method: "POST", url: "/v1/operator/sessions", payload: body });
    expect(unsigned.statusCode).toBe(401);
    const wrong = await signedInject(
      server.app,
      { ...operator, secret: "not the secret" },
      "POST",
      "/v1/operator/sessions",
      body,
    );
    expect(wrong.statusCode).toBe(401);
    const stale = await signedInject(
      server.app,
      operator,
      "POST",
      "/v1/operator/sessions",
      body,
      new Date(Date.now() - 301_000),
    );
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toMatch(/300 seconds/);
    const walletCall = await signedInject(
      server.app,
      { ...operator, secret: "nope" },
      "POST",
      `/v1/sandbox-wallet/${operator.operatorId}/bet`,
      {
        player_id: "p",
        session_id: "s",
        currency: "EUR",
        game,
        round_id: "r",
        transaction_id: "t",
        amount: 5,
      },
    );
    expect(walletCall.statusCode).toBe(401);
    expect(walletCall.json()).toEqual({ error: "INVALID_SIGNATURE" });
    expect(await server.app.database.db.select().from(sandboxWalletAccounts)).toEqual([]);
    const rounds = await signedInject(server.app, operator, "GET", "/v1/operator/rounds");
    expect(rounds.statusCode).toBe(200);
    expect(rounds.json().data).toEqual([]);
  });

  it("plays a round on the reference wallet: debit, outcome, win, and the balance the wallet reports", async () => {
    const { operator, session } = await sessionOn(null);
    const url = new URL(session.game_url);
    expect(url.searchParams.get("session")).toBe(session.session_id);
    expect(url.pathname).toBe(`/demo/${game}/play`);
    const view = await server.app.inject({
      method: "GET",
      url: `/v1/operator-sessions/${session.session_id}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ currency: "EUR", balance: 100_000, minor_unit_exponent: 2 });
    expect(view.json().bets).toContain(100);

    const played = await spin(session.session_id);
    expect(played.statusCode, played.body).toBe(200);
    const result = played.json();
    expect(result.settlement).toBe("settled");
    expect(Number.isInteger(result.win)).toBe(true);
    expect(result.balance).toBe(100_000 - 100 + result.win);

    const detail = await signedInject(server.app, operator, "GET", `/v1/operator/rounds/${result.round.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const round = detail.json();
    expect(round).toMatchObject({
      status: "settled",
      bet: 100,
      win: result.win,
      currency: "EUR",
      player_id: "player-1",
    });
    expect(round.transactions.map((t: { kind: string; status: string }) => [t.kind, t.status])).toEqual([
      ["bet", "acknowledged"],
      ["win", "acknowledged"],
    ]);
    expect(round.replay_url).toBe(`http://site.test/demo/${game}/replay/${result.round.id}`);
    const replay = await server.app.inject({ method: "GET", url: `/v1/demo-rounds/${result.round.id}` });
    expect(replay.statusCode).toBe(200);
    const [audit] = await server.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "operator.session-open"));
    expect(audit?.actorEmail).toBe(`operator ${operator.operatorId}`);
  });

  it("answers 402 for a bet the wallet cannot cover and plays nothing", async () => {
    const { session } = await sessionOn(server.wallet.url, "poor-player");
    const account = server.wallet.balances.get("poor-player");
    if (account) account.balance = 50;
    const played = await spin(session.session_id);
    expect(played.statusCode, played.body).toBe(402);
    const [round] = await server.app.database.db
      .select()
      .from(operatorRounds)
      .where(eq(operatorRounds.sessionId, session.session_id));
    expect(round).toMatchObject({ status: "bet_refused", refusal: "INSUFFICIENT_FUNDS", outcome: null });
  });

  it("rolls back a bet the wallet never answers and draws no outcome", async () => {
    const { session } = await sessionOn(server.wallet.url, "timeout-player");
    server.behaviour = (operation) => (operation === "bet" ? "timeout before moving" : "answer");
    const played = await spin(session.session_id);
    expect(played.statusCode, played.body).toBe(503);
    const [round] = await server.app.database.db
      .select()
      .from(operatorRounds)
      .where(eq(operatorRounds.sessionId, session.session_id));
    expect(round).toMatchObject({ status: "rolled_back", outcome: null, winMinor: null });
    const kinds = await server.app.database.db
      .select({ kind: operatorTransactions.kind, status: operatorTransactions.status })
      .from(operatorTransactions)
      .where(eq(operatorTransactions.roundId, round?.id ?? ""));
    expect(kinds).toContainEqual({ kind: "rollback", status: "acknowledged" });
  });

  it("keeps a win the wallet did not acknowledge in the outbox and settles it once, later", async () => {
    const { session } = await sessionOn(server.wallet.url, "flaky-player");
    server.behaviour = (operation) => (operation === "win" ? "500 before moving" : "answer");
    const played = await spin(session.session_id);
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().settlement).toBe("pending");
    const roundId = played.json().round.id as string;
    const owed = async () =>
      (
        await server.app.database.db
          .select()
          .from(operatorTransactions)
          .where(and(eq(operatorTransactions.roundId, roundId), eq(operatorTransactions.kind, "win")))
      )[0];
    expect((await owed())?.status).toBe("pending");
    server.behaviour = () => "answer";
    // Not due yet: the backoff holds it.
    await server.app.operatorRounds.settleDue();
    expect((await owed())?.status).toBe("pending");
    await server.app.database.db
      .update(operatorTransactions)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(operatorTransactions.roundId, roundId));
    const settled = await server.app.operatorRounds.settleDue();
    expect(settled.acknowledged).toBe(1);
    expect((await owed())?.status).toBe("acknowledged");
    const winId = (await owed())?.id;
    expect(
      server.wallet.ledger.filter((entry) => entry.operation === "win" && entry.transactionId === winId),
    ).toHaveLength(1);
    const [round] = await server.app.database.db
      .select()
      .from(operatorRounds)
      .where(eq(operatorRounds.id, roundId));
    expect(round?.status).toBe("settled");
    // A second run owes nothing.
    expect((await server.app.operatorRounds.settleDue()).delivered).toBe(0);
  });

  it("rolls back, on reconciliation, a round whose instance died before the bet was answered", async () => {
    const { operator, session } = await sessionOn(server.wallet.url, "crash-player");
    const id = crypto.randomUUID();
    const createdAt = new Date(Date.now() - 120_000);
    await server.app.database.db.insert(operatorRounds).values({
      id,
      operatorId: operator.operatorId,
      sessionId: session.session_id,
      playerId: "crash-player",
      game,
      rtpVersion: null,
      jurisdiction: "com",
      currency: "EUR",
      betMinor: 100,
      status: "betting",
      createdAt,
    });
    await server.app.database.db.insert(operatorTransactions).values({
      id: crypto.randomUUID(),
      roundId: id,
      operatorId: operator.operatorId,
      kind: "bet",
      amount: 100,
      status: "pending",
      attempts: 1,
      nextAttemptAt: createdAt,
      createdAt,
    });
    const result = await server.app.operatorRounds.settleDue();
    expect(result.abandoned).toBe(1);
    const [round] = await server.app.database.db
      .select()
      .from(operatorRounds)
      .where(eq(operatorRounds.id, id));
    expect(round?.status).toBe("rolled_back");
  });

  it("answers 409 to a second spin of a session while the first is under way", async () => {
    const { session } = await sessionOn(server.wallet.url, "double-player");
    // The first round waits at the wallet's bet until the second spin was answered.
    const wallet = holdingFirstBet();
    server.behaviour = wallet.behaviour;
    const first = spin(session.session_id);
    await wallet.reached;
    const second = await spin(session.session_id);
    wallet.release();
    expect((await first).statusCode).toBe(200);
    // The 409 says which of its causes it is, so a player can word it.
    expect(second.json()).toMatchObject({ statusCode: 409, code: "ROUND_UNDER_WAY" });
  });

  it("answers 409 ROUND_ALREADY_PLAYED to a round id used before, and plays nothing", async () => {
    const { session } = await sessionOn(server.wallet.url, "round-reuser");
    const round_id = randomUUID();
    const played = await spin(session.session_id, { bet: 100, round_id });
    expect(played.statusCode, played.body).toBe(200);
    const again = await spin(session.session_id, { bet: 100, round_id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ROUND_ALREADY_PLAYED" });
    const balance = played.json().balance;
    const reread = await server.app.inject({
      method: "GET",
      url: `/v1/operator-sessions/${session.session_id}`,
    });
    expect(reread.json().balance).toBe(balance);
  });

  it("pages the operator's rounds newest first with a cursor, and shows no other operator's", async () => {
    const { operator, session } = await sessionOn(null, "pager");
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const played = await spin(session.session_id);
      expect(played.statusCode, played.body).toBe(200);
      ids.push(played.json().round.id);
    }
    const first = await signedInject(server.app, operator, "GET", "/v1/operator/rounds?limit=2");
    expect(first.json().data.map((r: { round_id: string }) => r.round_id)).toEqual([ids[2], ids[1]]);
    const cursor = first.json().next_cursor as string;
    const second = await signedInject(
      server.app,
      operator,
      "GET",
      `/v1/operator/rounds?limit=2&cursor=${cursor}`,
    );
    expect(second.json().data.map((r: { round_id: string }) => r.round_id)).toEqual([ids[0]]);
    expect(second.json().next_cursor).toBeNull();
    const other = await createOperator(server.app);
    expect((await signedInject(server.app, other, "GET", "/v1/operator/rounds")).json().data).toEqual([]);
    expect((await signedInject(server.app, other, "GET", `/v1/operator/rounds/${ids[0]}`)).statusCode).toBe(
      404,
    );
    // Reads are operator calls too: each is in the audit log, as the operator, with what it asked.
    expect(
      (await signedInject(server.app, operator, "GET", `/v1/operator/rounds/${ids[0]}`)).statusCode,
    ).toBe(200);
    const reads = await server.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorEmail, `operator ${operator.operatorId}`));
    const actions = reads.map((event) => `${event.action} ${event.subjectId}`);
    expect(actions.filter((action) => action === `operator.rounds-read ${operator.operatorId}`)).toHaveLength(
      2,
    );
    expect(actions).toContain(`operator.round-read ${ids[0]}`);
    expect(reads.find((event) => event.action === "operator.rounds-read")?.after).toMatchObject({ limit: 2 });
  });

  it("refuses a currency the operator does not take and a bet off the ladder, in words", async () => {
    const operator = await createOperator(server.app, { walletUrl: null, currencies: ["EUR"] });
    const usd = await signedInject(server.app, operator, "POST", "/v1/operator/sessions", {
      player_id: "p",
      currency: "USD",
      game,
    });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().message).toMatch(/^body.currency: USD is not one of this operator's currencies/);
    for (const currency of ["XDR", "XAU", "XTS"]) {
      const unit = await signedInject(server.app, operator, "POST", "/v1/operator/sessions", {
        player_id: "p",
        currency,
        game,
      });
      expect(unit.statusCode).toBe(400);
      expect(unit.json().message).toBe(
        `body.currency: ${currency} has no minor unit in ISO 4217 (a metal, a unit of account or a test code)`,
      );
    }
    const opened = await signedInject(server.app, operator, "POST", "/v1/operator/sessions", {
      player_id: "p",
      currency: "EUR",
      game,
    });
    const odd = await spin(opened.json().session_id, { bet: 7 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toMatch(/^body.bet: 7 is not a bet/);
    const fractional = await spin(opened.json().session_id, { bet: 1.5 });
    expect(fractional.statusCode).toBe(400);
  });
});

describe("wallet addresses", () => {
  const resolveTo = (addresses: string[]) => async () => addresses;
  it("refuses loopback, private and link-local addresses unless the host is allowed", async () => {
    expect(await walletUrlProblem("http://127.0.0.1:4000/v1", [])).toMatch(/loopback or private/);
    expect(await walletUrlProblem("http://[::1]/w", [])).toMatch(/loopback or private/);
    expect(await walletUrlProblem("http://wallet.example/w", [], resolveTo(["10.1.2.3"]))).toMatch(/private/);
    expect(await walletUrlProblem("http://wallet.example/w", [], resolveTo(["169.254.169.254"]))).toMatch(
      /private/,
    );
    expect(await walletUrlProblem("http://wallet.example/w", [], resolveTo(["::ffff:192.168.0.1"]))).toMatch(
      /private/,
    );
    expect(await walletUrlProblem("https://wallet.example/w", [], resolveTo(["93.184.216.34"]))).toBeNull();
    expect(await walletUrlProblem("http://127.0.0.1:4000/w", ["127.0.0.1"])).toBeNull();
    expect(await walletUrlProblem("ftp://wallet.example/w", [])).toMatch(/http or https/);
    expect(await walletUrlProblem("https://user:pw@wallet.example/w", [])).toMatch(/user name/);
  });
});
