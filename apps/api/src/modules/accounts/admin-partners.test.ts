import {
  auditListResponseSchema,
  partnerAnswerSchema,
  partnerListResponseSchema,
} from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { createAccount, mailsTo, register, signedIn, signIn } from "../../../test/support/accounts";
import type { App } from "../../app";

type Headers = Record<string, string>;

describe("administrators reviewing partners", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const post = (url: string, headers: Headers = {}, payload?: object) =>
    app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
  const act = (id: string, action: string, headers: Headers, payload?: object) =>
    post(`/v1/admin/partners/${id}/${action}`, headers, payload);
  const audit = async (headers: Headers, subjectId: string) =>
    auditListResponseSchema.parse(
      (await app.inject({ method: "GET", url: `/v1/admin/audit?subjectId=${subjectId}`, headers })).json(),
    ).data;

  it("answers every partner endpoint to admins only", { timeout: 30_000 }, async () => {
    const partner = await createAccount(app.database.db, { status: "pending" });
    const endpoints: ["GET" | "POST", string, object?][] = [
      ["GET", "/v1/admin/partners"],
      ["POST", `/v1/admin/partners/${partner.id}/approve`],
      ["POST", `/v1/admin/partners/${partner.id}/reject`, { reason: "Not a licensed operator." }],
      ["POST", `/v1/admin/partners/${partner.id}/disable`],
      ["POST", `/v1/admin/partners/${partner.id}/enable`],
    ];
    const callers: [string, Headers, number][] = [
      ["anonymous", {}, 401],
      ["partner", (await signedIn(app, { role: "partner" })).headers, 403],
      ["editor", (await signedIn(app, { role: "editor" })).headers, 403],
    ];
    for (const [method, url, payload] of endpoints) {
      for (const [who, headers, status] of callers) {
        const answer = await app.inject({
          method: method as "GET",
          url,
          headers,
          payload: payload as object,
        });
        expect(answer.statusCode, `${who} ${method} ${url}`).toBe(status);
      }
    }
    const admin = await signedIn(app, { role: "admin" });
    const list = await app.inject({ method: "GET", url: "/v1/admin/partners", headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    // In this order each step is a possible transition: pending → rejected; the others are 409 after it.
    expect(
      (await act(partner.id, "reject", admin.headers, { reason: "Not a licensed operator." })).statusCode,
    ).toBe(200);
    for (const action of ["approve", "disable", "enable"]) {
      expect((await act(partner.id, action, admin.headers)).statusCode, action).toBe(409);
    }
  });

  it("lists the queue with company details, searchable, and shows the last sign-in", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const { account } = await register(app, { company: "Harbour 100% Games", name: "Ines Duarte" });
    await register(app, { company: "Northwind Casinos" });
    const search = async (query: string) =>
      partnerListResponseSchema.parse(
        (
          await app.inject({ method: "GET", url: `/v1/admin/partners${query}`, headers: admin.headers })
        ).json(),
      ).data;
    const [found, ...others] = await search("?q=100%25");
    expect(others).toEqual([]);
    expect(found).toMatchObject({
      id: account.id,
      name: "Ines Duarte",
      company: "Harbour 100% Games",
      jobTitle: "Head of Casino Content",
      status: "pending",
    });
    expect(found?.emailVerifiedAt).not.toBeNull();
    // register() signed the partner in: that sign-in is on record.
    expect(Date.parse(found?.lastSignInAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect((await search("?q=northwind")).map((row) => row.company)).toEqual(["Northwind Casinos"]);
    expect((await search("?q=ines&status=approved")).length).toBe(0);
    const neverSignedIn = await createAccount(app.database.db, { status: "pending" });
    const listed = (await search("")).find((row) => row.id === neverSignedIn.id);
    expect(listed?.lastSignInAt).toBeNull();
  });

  it("approves a pending partner, mails them and records who did it", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const { account } = await register(app);
    const answer = await act(account.id, "approve", admin.headers);
    expect(partnerAnswerSchema.parse(answer.json()).data.status).toBe("approved");
    const mails = await mailsTo(app.database.db, account.email);
    expect(mails.map((mail) => mail.kind)).toContain("auth.approved");
    const [event] = await audit(admin.headers, account.id);
    expect(event).toMatchObject({
      action: "partner.approve",
      actor: { id: admin.account.id, email: admin.account.email },
      before: { status: "pending" },
      after: { status: "approved" },
    });
    // Approving again changes nothing and records nothing.
    expect((await act(account.id, "approve", admin.headers)).statusCode).toBe(200);
    expect(await audit(admin.headers, account.id)).toHaveLength(1);
  });

  it("rejects with a reason the partner reads word for word, and closes the account", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const { account, accessToken } = await register(app, { name: "Ana <b>Ferreira</b>" });
    const reason = 'We only work with licensed operators.\n<a href="https://evil.example">Appeal</a> & more';
    const answer = await act(account.id, "reject", admin.headers, { reason });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect(Date.parse(answer.json().data.rejectedAt)).not.toBeNaN();

    const [mail] = (await mailsTo(app.database.db, account.email)).filter((m) => m.kind === "auth.rejected");
    // Plain text only: the reason cannot become markup or a link in an HTML part.
    expect(mail?.html).toBeNull();
    expect(mail?.text).toContain(reason);
    expect(mail?.subject).not.toMatch(/[\r\n]/);

    // The pending partner's session ended, and the account can neither sign in nor be approved.
    const me = await app.inject({
      method: "GET",
      url: "/v1/auth/me",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    await expect(signIn(app, account.email)).rejects.toThrow(/declined/);
    const approve = await act(account.id, "approve", admin.headers);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toMatch(/rejected/);

    const [event] = await audit(admin.headers, account.id);
    expect(event).toMatchObject({
      action: "partner.reject",
      before: { status: "pending" },
      after: { status: "rejected", reason },
    });
  });

  it("refuses a rejection without a reason, naming the field", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const partner = await createAccount(app.database.db, { status: "pending" });
    for (const payload of [{}, { reason: "   " }, { reason: "bell\u0007" }]) {
      const answer = await act(partner.id, "reject", admin.headers, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toMatch(/reason/);
    }
    const approved = await createAccount(app.database.db, { status: "approved" });
    const refused = await act(approved.id, "reject", admin.headers, { reason: "Changed our mind." });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Disable the account instead/);
  });

  it("disables a partner, which ends their session at once, and re-enables them", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const partner = await signedIn(app, { role: "partner" });
    const games = () => app.inject({ method: "GET", url: "/v1/partner/games", headers: partner.headers });
    expect((await games()).statusCode).toBe(200);

    expect((await act(partner.account.id, "disable", admin.headers)).json().data.status).toBe("disabled");
    expect((await games()).statusCode).toBe(401);
    const refresh = await post("/v1/auth/refresh", {}, { refreshToken: partner.tokens.refreshToken });
    expect(refresh.statusCode).toBe(401);

    expect((await act(partner.account.id, "enable", admin.headers)).json().data.status).toBe("approved");
    const again = await signIn(app, partner.account.email);
    const allowed = await app.inject({
      method: "GET",
      url: "/v1/partner/games",
      headers: { authorization: `Bearer ${again.accessToken}` },
    });
    expect(allowed.statusCode).toBe(200);
    const enabling = await act(partner.account.id, "enable", admin.headers);
    expect(enabling.statusCode).toBe(409);
    expect(enabling.json().message).toBe("This partner account is not disabled.");

    const actions = (await audit(admin.headers, partner.account.id)).map((event) => [
      event.action,
      event.before?.status,
      event.after?.status,
    ]);
    expect(actions).toEqual([
      ["partner.enable", "disabled", "approved"],
      ["partner.disable", "approved", "disabled"],
    ]);
  });

  it("answers 404 for an unknown partner and for staff accounts", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const editor = await createAccount(app.database.db, { role: "editor" });
    for (const id of [editor.id, "00000000-0000-4000-8000-000000000000"]) {
      expect((await act(id, "disable", admin.headers)).statusCode).toBe(404);
    }
    expect((await act("not-a-uuid", "disable", admin.headers)).json().message).toMatch(/id/);
  });
});
