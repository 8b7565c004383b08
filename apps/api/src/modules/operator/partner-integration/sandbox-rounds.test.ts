import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/support/accounts";
import { gameServerWithTestWallet } from "../../../../test/support/operators";
import { auditEvents } from "../../audit/audit.tables";
import { operatorTransactions } from "../operator.tables";
import { roundExportColumns } from "./rounds-csv";

const game = "quest-of-ra";

describe("a partner's sandbox: launching, rounds, the CSV export and owed transactions", () => {
  const server = gameServerWithTestWallet();

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) =>
    server.app.inject({
      method,
      url: `/v1/partner/integration${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  async function partnerWithCredentials(walletUrl: string | null = null) {
    const partner = await signedIn(server.app, { role: "partner", status: "approved" });
    const issued = await call("POST", "/credentials", partner.headers);
    expect(issued.statusCode, issued.body).toBe(201);
    // The test wallet checks the signatures of the partner last pointed at it.
    if (walletUrl) server.walletSecret = issued.json().secret;
    const configured = await call("PUT", "", partner.headers, {
      wallet_url: walletUrl,
      currencies: ["EUR", "JPY"],
    });
    expect(configured.statusCode, configured.body).toBe(200);
    return { ...partner, operatorId: issued.json().operator_id as string };
  }
  const launch = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call("POST", "/sessions", headers, body);
  async function play(headers: Record<string, string>, body: Record<string, unknown>, spins = 1) {
    const opened = await launch(headers, body);
    expect(opened.statusCode, opened.body).toBe(201);
    const sessionId = opened.json().session_id as string;
    const rounds: { id: string; settlement: string }[] = [];
    for (let i = 0; i < spins; i++) {
      const played = await server.app.inject({
        method: "POST",
        url: `/v1/operator-sessions/${sessionId}/spins`,
        payload: { bet: 100 },
      });
      expect(played.statusCode, played.body).toBe(200);
      rounds.push({ id: played.json().round.id, settlement: played.json().settlement });
    }
    return { sessionId, gameUrl: opened.json().game_url as string, rounds };
  }

  it("launches only with credentials, then opens the Operator API's session as the partner", async () => {
    const partner = await signedIn(server.app, { role: "partner", status: "approved" });
    const early = await launch(partner.headers, { game, currency: "EUR" });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Issue sandbox credentials first: the sandbox plays as your operator.");
    const editor = await signedIn(server.app, { role: "editor", status: "approved" });
    expect((await launch(editor.headers, { game, currency: "EUR" })).statusCode).toBe(403);

    const ready = await partnerWithCredentials();
    const { sessionId, gameUrl } = await play(ready.headers, { game, currency: "EUR" }, 0);
    expect(new URL(gameUrl).searchParams.get("session")).toBe(sessionId);
    const view = await server.app.inject({ method: "GET", url: `/v1/operator-sessions/${sessionId}` });
    expect(view.json()).toMatchObject({ player_id: "test-player", currency: "EUR", balance: 100_000 });
    const [audit] = await server.app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, sessionId));
    expect(audit).toMatchObject({ action: "operator.session-open", actorEmail: ready.account.email });

    const usd = await launch(ready.headers, { game, currency: "USD" });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().message).toMatch(/^body.currency: USD is not one of this operator's currencies/);
    const unknown = await launch(ready.headers, { game: "no-such-game", currency: "EUR" });
    expect(unknown.statusCode).toBe(404);

    await call("POST", "/credentials", ready.headers);
    await server.app.inject({
      method: "DELETE",
      url: "/v1/partner/integration/credentials",
      headers: ready.headers,
    });
    const revoked = await launch(ready.headers, { game, currency: "EUR" });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().message).toMatch(/revoked/);
  });

  it("plays the partner's RTP choice and build for a market the launch names, unless it names others", async () => {
    const partner = await partnerWithCredentials();
    const chosen = await server.app.inject({
      method: "POST",
      url: `/v1/partner/rtp-versions/${game}`,
      headers: partner.headers,
      payload: { choices: [{ market: "uk", version: 94 }] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const sessionOf = async (body: Record<string, unknown>) => {
      const { sessionId } = await play(partner.headers, { game, currency: "EUR", ...body }, 0);
      const view = await server.app.inject({ method: "GET", url: `/v1/operator-sessions/${sessionId}` });
      return view.json() as { jurisdiction: string; rtp_version: number };
    };
    // The UK: the version picked there and the UK build.
    expect(await sessionOf({ market: "uk" })).toMatchObject({ jurisdiction: "uk", rtp_version: 94 });
    // Sweden: no version picked (the stated one plays) and the .com build, as its demo links launch.
    const stated = (await sessionOf({})).rtp_version;
    expect(stated).not.toBe(94);
    expect(await sessionOf({ market: "se" })).toMatchObject({ jurisdiction: "com", rtp_version: stated });
    // What the launch names itself wins over the market's.
    expect(await sessionOf({ market: "uk", rtp: 92, jurisdiction: "mt" })).toMatchObject({
      jurisdiction: "mt",
      rtp_version: 92,
    });
    const unknown = await launch(partner.headers, { game, currency: "EUR", market: "zz" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("body.market: zz is not one of the markets (uk, mt, se, dk, nl, on)");
  });

  it("answers 502 in words when the partner's wallet does not answer the launch's balance call", async () => {
    const partner = await partnerWithCredentials(server.wallet.url);
    server.behaviour = () => "500 before moving";
    const answer = await launch(partner.headers, { game, currency: "EUR", player_id: "p1" });
    expect(answer.statusCode).toBe(502);
    expect(answer.json().message).toMatch(/^The operator's wallet did not answer the balance call/);
  });

  it("lists, filters, pages and details the partner's rounds; another partner sees none", async () => {
    const partner = await partnerWithCredentials();
    const ada = await play(partner.headers, { game, currency: "EUR", player_id: "ada" }, 2);
    const ben = await play(partner.headers, { game, currency: "EUR", player_id: "ben" }, 1);
    const ids = (page: { data: { round_id: string }[] }) => page.data.map((round) => round.round_id);

    const all = await call("GET", "/rounds", partner.headers);
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all.json())).toEqual([ben.rounds[0]?.id, ada.rounds[1]?.id, ada.rounds[0]?.id]);
    expect(ids((await call("GET", "/rounds?player_id=ada", partner.headers)).json())).toEqual([
      ada.rounds[1]?.id,
      ada.rounds[0]?.id,
    ]);
    expect(
      (await call("GET", `/rounds?game=${game}&status=settled`, partner.headers)).json().data,
    ).toHaveLength(3);
    expect((await call("GET", "/rounds?game=another-game", partner.headers)).json().data).toEqual([]);
    expect((await call("GET", "/rounds?status=rolled_back", partner.headers)).json().data).toEqual([]);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await call("GET", `/rounds?from=${encodeURIComponent(future)}`, partner.headers)).json().data,
    ).toEqual([]);

    const first = (await call("GET", "/rounds?limit=2", partner.headers)).json();
    expect(ids(first)).toEqual([ben.rounds[0]?.id, ada.rounds[1]?.id]);
    const second = (await call("GET", `/rounds?limit=2&cursor=${first.next_cursor}`, partner.headers)).json();
    expect(second).toMatchObject({ next_cursor: null });
    expect(ids(second)).toEqual([ada.rounds[0]?.id]);

    const badStatus = await call("GET", "/rounds?status=lost", partner.headers);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toMatch(/^querystring.status: /);
    const badCursor = await call("GET", "/rounds?cursor=nonsense", partner.headers);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toBe("querystring.cursor: is not a cursor this API gave");

    const detail = await call("GET", `/rounds/${ben.rounds[0]?.id}`, partner.headers);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ player_id: "ben", status: "settled", bet: 100 });
    expect(detail.json().replay_url).toBe(`http://site.test/demo/${game}/replay/${ben.rounds[0]?.id}`);
    expect(
      detail
        .json()
        .transactions.map((t: Record<string, unknown>) => [t.kind, t.status, t.attempts, t.next_attempt_at]),
    ).toEqual([
      ["bet", "acknowledged", 1, null],
      ["win", "acknowledged", 1, null],
    ]);

    const other = await partnerWithCredentials();
    expect((await call("GET", "/rounds", other.headers)).json().data).toEqual([]);
    expect((await call("GET", `/rounds/${ben.rounds[0]?.id}`, other.headers)).statusCode).toBe(404);
    const stranger = await signedIn(server.app, { role: "partner", status: "approved" });
    expect((await call("GET", "/rounds", stranger.headers)).json()).toEqual({ data: [], next_cursor: null });
    expect((await call("GET", `/rounds/${ben.rounds[0]?.id}`, stranger.headers)).statusCode).toBe(404);
  });

  it("exports the filtered rounds as CSV through the CSV package, formulas made text", async () => {
    const partner = await partnerWithCredentials();
    const hostile = '=HYPERLINK("http://evil.example","x")';
    const theirs = await play(partner.headers, { game, currency: "EUR", player_id: hostile }, 1);
    await play(partner.headers, { game, currency: "EUR", player_id: "plain" }, 1);

    const exported = await call(
      "GET",
      `/rounds.csv?player_id=${encodeURIComponent(hostile)}`,
      partner.headers,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.headers["content-disposition"]).toMatch(
      /^attachment; filename="quillspin-sandbox-rounds-/,
    );
    const records: string[][] = parse(exported.body.replace(/^\uFEFF/, ""), { record_delimiter: "\r\n" });
    expect(records[0]).toEqual([...roundExportColumns]);
    expect(records).toHaveLength(2);
    const [row] = records.slice(1);
    expect(row?.[0]).toBe(theirs.rounds[0]?.id);
    expect(row?.[3]).toBe(`'${hostile}`);
    expect(row?.slice(4, 11)).toEqual([
      game,
      "",
      "com",
      "EUR",
      "100",
      expect.stringMatching(/^\d+$/),
      "settled",
    ]);
    expect(exported.body).toMatch(/^\uFEFF"Round id","Played at"/);

    const everything = await call("GET", "/rounds.csv", partner.headers);
    expect(parse(everything.body.replace(/^\uFEFF/, ""), { record_delimiter: "\r\n" })).toHaveLength(3);
    const stranger = await signedIn(server.app, { role: "partner", status: "approved" });
    const empty = await call("GET", "/rounds.csv", stranger.headers);
    expect(parse(empty.body.replace(/^\uFEFF/, ""), { record_delimiter: "\r\n" })).toHaveLength(1);
    expect(
      (await server.app.inject({ method: "GET", url: "/v1/partner/integration/rounds.csv" })).statusCode,
    ).toBe(401);
  });

  it("shows a win the partner's wallet has not acknowledged until it resolves", async () => {
    const partner = await partnerWithCredentials(server.wallet.url);
    server.behaviour = (operation) => (operation === "win" ? "500 before moving" : "answer");
    const { rounds } = await play(partner.headers, { game, currency: "EUR", player_id: "flaky" }, 1);
    const roundId = rounds[0]?.id ?? "";
    expect(rounds[0]?.settlement).toBe("pending");

    const stuck = await call("GET", "/stuck-transactions", partner.headers);
    expect(stuck.statusCode, stuck.body).toBe(200);
    expect(stuck.json()).toMatchObject({
      more: false,
      data: [{ round_id: roundId, kind: "win", attempts: 1, player_id: "flaky", game, currency: "EUR" }],
    });
    expect(stuck.json().data[0].last_error).toMatch(/^HTTP 500/);
    const detail = (await call("GET", `/rounds/${roundId}`, partner.headers)).json();
    const win = detail.transactions.find((t: { kind: string }) => t.kind === "win");
    expect(win).toMatchObject({
      status: "pending",
      attempts: 1,
      next_attempt_at: stuck.json().data[0].next_attempt_at,
    });
    const other = await partnerWithCredentials();
    expect((await call("GET", "/stuck-transactions", other.headers)).json()).toEqual({
      data: [],
      more: false,
    });

    server.behaviour = () => "answer";
    await server.app.database.db
      .update(operatorTransactions)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(operatorTransactions.roundId, roundId));
    expect((await server.app.operatorRounds.settleDue()).acknowledged).toBe(1);
    expect((await call("GET", "/stuck-transactions", partner.headers)).json().data).toEqual([]);
    const resolved = (await call("GET", `/rounds/${roundId}`, partner.headers)).json();
    expect(resolved.status).toBe("settled");
    expect(resolved.transactions.find((t: { kind: string }) => t.kind === "win")).toMatchObject({
      status: "acknowledged",
      attempts: 2,
      next_attempt_at: null,
    });
  });
});
