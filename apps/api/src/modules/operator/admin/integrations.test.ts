import { zodWording } from "@quillspin/contracts";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/support/accounts";
import { gameServerWithTestWallet } from "../../../../test/support/operators";
import { partnerCall, partnerWithCredentials, playSandbox } from "../../../../test/support/sandbox-play";
import { auditEvents } from "../../audit/audit.tables";
import { operatorRounds, operatorTransactions } from "../operator.tables";

const game = "quest-of-ra";

describe("the back office's integrations: every operator, stuck transactions resolved by hand, reports", () => {
  const server = gameServerWithTestWallet();
  const admin = (method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({
      method,
      url: `/v1/admin/integrations${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });

  /** A partner on the test wallet whose wallet never acknowledged one win: the round is owed. */
  async function partnerWithStuckWin() {
    const partner = await partnerWithCredentials(server.app);
    server.walletSecret = partner.secret;
    await partnerCall(server.app, "PUT", "", partner.headers, {
      wallet_url: server.wallet.url,
      currencies: ["EUR"],
    });
    server.behaviour = (operation) => (operation === "win" ? "500 before moving" : "answer");
    const { rounds } = await playSandbox(
      server.app,
      partner.headers,
      { game, currency: "EUR", player_id: "owed" },
      1,
    );
    server.behaviour = () => "answer";
    expect(rounds[0]?.settlement).toBe("pending");
    const stuck = (await partnerCall(server.app, "GET", "/stuck-transactions", partner.headers)).json().data;
    expect(stuck).toHaveLength(1);
    return { partner, roundId: rounds[0]?.id as string, transactionId: stuck[0].transaction_id as string };
  }

  it("documents the reports, signals and back-office routes with their schemas", async () => {
    const { paths } = (await server.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
    const operations = [
      ["/v1/partner/integration/reports", "get"],
      ["/v1/partner/integration/reports.csv", "get"],
      ["/v1/partner/integration/fraud-signals", "get"],
      ["/v1/admin/integrations", "get"],
      ["/v1/admin/integrations/{operator_id}/stuck-transactions", "get"],
      ["/v1/admin/integrations/{operator_id}/stuck-transactions/{transaction_id}/resolve", "post"],
      ["/v1/admin/integrations/{operator_id}/reports", "get"],
      ["/v1/admin/integrations/{operator_id}/reports.csv", "get"],
      ["/v1/admin/integrations/{operator_id}/fraud-signals", "get"],
    ] as const;
    for (const [path, method] of operations) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.responses["400"], path).toBeDefined();
    }
    const report = paths["/v1/partner/integration/reports"].get;
    expect(report.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      "currency",
      "from",
      "game",
      "to",
    ]);
    expect(report.responses["200"].content["application/json"].schema.properties.totals).toBeDefined();
    const resolve =
      paths["/v1/admin/integrations/{operator_id}/stuck-transactions/{transaction_id}/resolve"].post;
    expect(resolve.requestBody.content["application/json"].schema.required).toEqual(["action", "reason"]);
  });

  it("lets administrators in, and refuses editors, partners and strangers", async () => {
    const { partner } = await partnerWithStuckWin();
    const editor = await signedIn(server.app, { role: "editor", status: "approved" });
    const staff = await signedIn(server.app, { role: "admin", status: "approved" });
    const paths = [
      "",
      `/${partner.operatorId}/stuck-transactions`,
      `/${partner.operatorId}/reports`,
      `/${partner.operatorId}/reports.csv`,
      `/${partner.operatorId}/fraud-signals`,
    ];
    for (const path of paths) {
      expect((await admin("GET", path, editor.headers)).statusCode, path).toBe(403);
      expect((await admin("GET", path, partner.headers)).statusCode, path).toBe(403);
      expect((await admin("GET", path, {})).statusCode, path).toBe(401);
      expect((await admin("GET", path, staff.headers)).statusCode, path).toBe(200);
    }
    const resolve = `/${partner.operatorId}/stuck-transactions/${crypto.randomUUID()}/resolve`;
    const body = { action: "retry", reason: "Operator asked" };
    expect((await admin("POST", resolve, editor.headers, body)).statusCode).toBe(403);
    expect((await admin("POST", resolve, {}, body)).statusCode).toBe(401);
  });

  it("lists every operator's integration with its partner, rounds and stuck transactions", async () => {
    const { partner } = await partnerWithStuckWin();
    await playSandbox(server.app, partner.headers, { game, currency: "EUR", player_id: "fine" }, 2);
    const staff = await signedIn(server.app, { role: "admin", status: "approved" });
    const listed = await admin("GET", "?limit=100", staff.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed
      .json()
      .data.find((row: { operator_id: string }) => row.operator_id === partner.operatorId);
    expect(mine).toMatchObject({
      partner: { id: partner.account.id, email: partner.account.email, company: partner.account.company },
      wallet_url: server.wallet.url,
      currencies: ["EUR"],
      credential_status: "active",
      rounds: 3,
      stuck_transactions: 1,
    });
    expect(listed.json().meta).toMatchObject({ page: 1, limit: 100 });

    // The report is the partner's own, for any operator.
    const theirs = (await partnerCall(server.app, "GET", "/reports", partner.headers)).json();
    const staffReport = (await admin("GET", `/${partner.operatorId}/reports`, staff.headers)).json();
    expect({ ...staffReport, generated_at: "" }).toEqual({ ...theirs, generated_at: "" });
    expect(staffReport.totals[0]).toMatchObject({ currency: "EUR", rounds: 3 });
    const csv = await admin("GET", `/${partner.operatorId}/reports.csv`, staff.headers);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body.split("\r\n").filter(Boolean)).toHaveLength(1 + staffReport.rows.length);

    const unknown = await admin("GET", "/op_0000000000000000/reports", staff.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No integration has operator id op_0000000000000000.");
    const badId = await admin("GET", "/not%20an%20id/stuck-transactions", staff.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).not.toMatch(zodWording);
  });

  it("resolves a stuck win by hand: a retry, then marked settled, each audited once however often it is sent", async () => {
    const { partner, roundId, transactionId } = await partnerWithStuckWin();
    const staff = await signedIn(server.app, { role: "admin", status: "approved" });
    const stuck = await admin("GET", `/${partner.operatorId}/stuck-transactions`, staff.headers);
    expect(stuck.json().data).toMatchObject([
      { transaction_id: transactionId, round_id: roundId, kind: "win" },
    ]);
    const path = `/${partner.operatorId}/stuck-transactions/${transactionId}/resolve`;
    const audited = () =>
      server.app.database.db
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, "operator.transaction-resolve"),
            eq(auditEvents.subjectId, transactionId),
          ),
        );

    // After a few more failures the win waits a while (backoff); a retry makes it due now, and a second
    // retry changes nothing.
    await server.app.database.db
      .update(operatorTransactions)
      .set({ attempts: 6, nextAttemptAt: new Date(Date.now() + 32_000) })
      .where(eq(operatorTransactions.id, transactionId));
    const retried = await admin("POST", path, staff.headers, { action: "retry", reason: "Wallet back up" });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ changed: true, transaction: { status: "pending", kind: "win" } });
    expect(Date.parse(retried.json().transaction.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    const again = await admin("POST", path, staff.headers, { action: "retry", reason: "Wallet back up" });
    expect(again.json()).toMatchObject({ changed: false });
    expect(await audited()).toHaveLength(1);

    const reason = "Operator confirmed the credit in their ledger";
    const settled = await admin("POST", path, staff.headers, { action: "mark-settled", reason });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({
      changed: true,
      transaction: { status: "acknowledged", next_attempt_at: null },
    });
    const twice = await admin("POST", path, staff.headers, { action: "mark-settled", reason });
    expect(twice.json()).toMatchObject({ changed: false, transaction: { status: "acknowledged" } });
    const [round] = await server.app.database.db
      .select()
      .from(operatorRounds)
      .where(eq(operatorRounds.id, roundId));
    expect(round?.status).toBe("settled");
    const [win] = await server.app.database.db
      .select()
      .from(operatorTransactions)
      .where(eq(operatorTransactions.id, transactionId));
    expect(win?.status).toBe("acknowledged");
    // Nothing is sent again: the settlement job finds nothing owed for it.
    await server.app.operatorRounds.settleDue();
    expect(server.wallet.ledger.filter((entry) => entry.transactionId === transactionId)).toEqual([]);

    const events = await audited();
    expect(events).toHaveLength(2);
    const marked = events.find((event) => event.after?.action === "mark-settled");
    expect(marked).toMatchObject({
      actorId: staff.account.id,
      subjectType: "operator-transaction",
      before: { status: "pending" },
      after: { status: "acknowledged", action: "mark-settled", reason },
    });
    expect(
      (await admin("GET", `/${partner.operatorId}/stuck-transactions`, staff.headers)).json().data,
    ).toEqual([]);

    const late = await admin("POST", path, staff.headers, { action: "retry", reason: "again" });
    expect(late.statusCode).toBe(409);
    const other = await partnerWithCredentials(server.app);
    const elsewhere = await admin(
      "POST",
      `/${other.operatorId}/stuck-transactions/${transactionId}/resolve`,
      staff.headers,
      { action: "mark-settled", reason },
    );
    expect(elsewhere.statusCode).toBe(404);
    const noReason = await admin("POST", path, staff.headers, { action: "mark-settled", reason: "" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("body.reason: Give a reason of at least 3 characters");
    const badAction = await admin("POST", path, staff.headers, { action: "forget", reason });
    expect(badAction.json().message).toBe("body.action: Action must be mark-settled or retry");
  });
});
