import {
  auditListResponseSchema,
  staffInvitationListResponseSchema,
  staffListResponseSchema,
} from "@quillspin/contracts";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { createAccount, goodPassword, signedIn, signIn, uniqueEmail } from "../../../test/support/accounts";
import type { App } from "../../app";
import { mailOutbox } from "../mail/mail.tables";
import { staffInvitations } from "./accounts.tables";
import { changeStaffRole, lastAdministratorMessage, listStaff } from "./staff-accounts";
import { acceptInvitation, invitationRefusedMessage } from "./staff-invitations";

type Headers = Record<string, string>;

describe("administrators managing the staff", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const call = (method: "GET" | "POST", url: string, headers: Headers = {}, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const invite = (headers: Headers, email: string, role = "editor") =>
    call("POST", "/v1/admin/staff/invitations", headers, { email, role });

  /** The token of the newest invitation link mailed to an address, read from the outbox as the invitee reads mail. */
  async function invitationToken(email: string): Promise<string> {
    const [mail] = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "staff.invitation")))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = mail?.text.match(/\/admin\/invitation\?token=([A-Za-z0-9_-]{43})/)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return token;
  }

  it("answers every staff endpoint to admins only", { timeout: 60_000 }, async () => {
    const admin = await signedIn(app, { role: "admin" });
    const editor = await signedIn(app, { role: "editor" });
    const partner = await signedIn(app, { role: "partner" });
    const target = await createAccount(app.database.db, { role: "editor" });
    const pending = (await invite(admin.headers, uniqueEmail("pending"))).json().data.id as string;
    const endpoints: ["GET" | "POST", string, object?][] = [
      ["GET", "/v1/admin/staff"],
      ["GET", "/v1/admin/staff/invitations"],
      ["POST", "/v1/admin/staff/invitations", { email: uniqueEmail("new"), role: "editor" }],
      ["POST", `/v1/admin/staff/invitations/${pending}/resend`],
      ["POST", `/v1/admin/staff/${target.id}/role`, { role: "admin" }],
      ["POST", `/v1/admin/staff/${target.id}/disable`],
      ["POST", `/v1/admin/staff/${target.id}/enable`],
      ["POST", `/v1/admin/staff/invitations/${pending}/revoke`],
    ];
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, {}, payload)).statusCode, `anonymous ${url}`).toBe(401);
      expect((await call(method, url, partner.headers, payload)).statusCode, `partner ${url}`).toBe(403);
      expect((await call(method, url, editor.headers, payload)).statusCode, `editor ${url}`).toBe(403);
      const answer = await call(method, url, admin.headers, payload);
      expect([200, 201, 204], `admin ${url}: ${answer.body}`).toContain(answer.statusCode);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  it("invites an editor who accepts the mailed link once and can then sign in", {
    timeout: 30_000,
  }, async () => {
    const admin = await signedIn(app, { role: "admin" });
    const email = uniqueEmail("editor");
    const invited = await invite(admin.headers, ` ${email.toUpperCase()} `);
    expect(invited.statusCode).toBe(201);
    expect(invited.json().data).toMatchObject({ email, role: "editor", invitedBy: admin.account.name });
    const again = await invite(admin.headers, email);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/email.*already invited/);

    const token = await invitationToken(email);
    const [stored] = await app.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    // Stored hashed: the database alone does not hand out working links.
    expect(stored?.tokenHash).not.toBe(token);
    const lookup = await call("POST", "/v1/auth/staff-invitation/lookup", {}, { token });
    expect(lookup.json()).toMatchObject({ email, role: "editor" });

    const weak = await call(
      "POST",
      "/v1/auth/staff-invitation/accept",
      {},
      { token, name: "Eva", password: "password1234" },
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/password/);
    // The same rule as a partner's (issue 25): not the name the invited person gives, nor a blank one.
    for (const [password, reason] of [
      ["Eva Editor Eva Editor", /^body\.password: Choose a password that does not contain your name/],
      [" ".repeat(12), /^body\.password: Use letters, digits or symbols you can see/],
    ] as const) {
      const refused = await call(
        "POST",
        "/v1/auth/staff-invitation/accept",
        {},
        { token, name: "Eva Editor", password },
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(reason);
    }
    const accepted = await call(
      "POST",
      "/v1/auth/staff-invitation/accept",
      {},
      { token, name: "Eva Editor", password: goodPassword },
    );
    expect(accepted.statusCode).toBe(201);
    const reused = await call(
      "POST",
      "/v1/auth/staff-invitation/accept",
      {},
      { token, name: "Mallory", password: goodPassword },
    );
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(invitationRefusedMessage);

    const session = await signIn(app, email);
    const me = await call("GET", "/v1/auth/me", { authorization: `Bearer ${session.accessToken}` });
    expect(me.json().data).toMatchObject({ email, name: "Eva Editor", role: "editor", status: "approved" });
    const staff = staffListResponseSchema.parse(
      (await call("GET", "/v1/admin/staff", admin.headers)).json(),
    ).data;
    expect(staff.find((member) => member.email === email)?.lastSignInAt).not.toBeNull();
    const open = staffInvitationListResponseSchema.parse(
      (await call("GET", "/v1/admin/staff/invitations", admin.headers)).json(),
    ).data;
    expect(open).toEqual([]);
  });

  it("lets an invitation expire, and a resend replaces the link with a fresh one", {
    timeout: 30_000,
  }, async () => {
    const admin = await signedIn(app, { role: "admin" });
    const email = uniqueEmail("late");
    const { id } = (await invite(admin.headers, email, "admin")).json().data;
    const first = await invitationToken(email);
    const later = new Date(Date.now() + 73 * 3_600_000);
    await expect(
      acceptInvitation(app.database.db, { token: first, name: "Late", password: goodPassword }, later),
    ).rejects.toThrow(invitationRefusedMessage);

    expect((await call("POST", `/v1/admin/staff/invitations/${id}/resend`, admin.headers)).statusCode).toBe(
      200,
    );
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    const stale = await call("POST", "/v1/auth/staff-invitation/lookup", {}, { token: first });
    expect(stale.statusCode).toBe(400);
    expect((await call("POST", `/v1/admin/staff/invitations/${id}/revoke`, admin.headers)).statusCode).toBe(
      204,
    );
    const revoked = await call("POST", "/v1/auth/staff-invitation/lookup", {}, { token: second });
    expect(revoked.statusCode).toBe(400);
    expect((await call("POST", `/v1/admin/staff/invitations/${id}/revoke`, admin.headers)).statusCode).toBe(
      409,
    );

    const actions = auditListResponseSchema
      .parse((await call("GET", `/v1/admin/audit?subjectId=${id}`, admin.headers)).json())
      .data.map((event) => event.action);
    expect(actions).toEqual(["staff.revoke-invitation", "staff.reinvite", "staff.invite"]);
  });

  it("refuses to invite an address that already has an account", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const partner = await createAccount(app.database.db, { role: "partner" });
    const answer = await invite(admin.headers, partner.email);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/^body\.email: /);
    expect((await invite(admin.headers, partner.email, "owner")).json().message).toMatch(/role/);
  });

  it("changes roles, disables and enables staff, with each change audited", { timeout: 30_000 }, async () => {
    const admin = await signedIn(app, { role: "admin" });
    const editor = await signedIn(app, { role: "editor" });
    const url = `/v1/admin/staff/${editor.account.id}`;
    const promoted = await call("POST", `${url}/role`, admin.headers, { role: "admin" });
    expect(promoted.json().data.role).toBe("admin");
    // The role is read fresh on every request: the promoted editor's session now reaches admin pages.
    expect((await call("GET", "/v1/admin/staff", editor.headers)).statusCode).toBe(200);
    expect((await call("POST", `${url}/disable`, admin.headers)).json().data.status).toBe("disabled");
    expect((await call("GET", "/v1/admin/staff", editor.headers)).statusCode).toBe(401);
    expect((await call("POST", `${url}/enable`, admin.headers)).json().data.status).toBe("approved");
    const partner = await createAccount(app.database.db, { role: "partner" });
    expect(
      (await call("POST", `/v1/admin/staff/${partner.id}/role`, admin.headers, { role: "admin" })).statusCode,
    ).toBe(404);
    const events = auditListResponseSchema
      .parse((await call("GET", `/v1/admin/audit?subjectId=${editor.account.id}`, admin.headers)).json())
      // The editor's own sign-in is on record too; this test is about what the administrator changed.
      .data.filter((event) => event.action !== "staff.sign-in")
      .map((event) => [event.action, event.before, event.after]);
    expect(events).toEqual([
      ["staff.enable", { role: "admin", status: "disabled" }, { role: "admin", status: "approved" }],
      ["staff.disable", { role: "admin", status: "approved" }, { role: "admin", status: "disabled" }],
      ["staff.change-role", { role: "editor", status: "approved" }, { role: "admin", status: "approved" }],
    ]);
  });

  it("never removes the last active administrator, not even themselves", { timeout: 30_000 }, async () => {
    const admin = await signedIn(app, { role: "admin" });
    // A disabled administrator does not count.
    await createAccount(app.database.db, { role: "admin", status: "disabled" });
    const url = `/v1/admin/staff/${admin.account.id}`;
    for (const [path, payload] of [
      ["role", { role: "editor" }],
      ["disable", undefined],
    ] as const) {
      const answer = await call("POST", `${url}/${path}`, admin.headers, payload);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(lastAdministratorMessage);
    }
    const second = await createAccount(app.database.db, { role: "admin" });
    expect((await call("POST", `${url}/role`, admin.headers, { role: "editor" })).statusCode).toBe(200);
    const staff = staffListResponseSchema.parse(
      (await call("GET", "/v1/admin/staff", (await signedIn(app, { role: "admin" })).headers)).json(),
    ).data;
    expect(staff.find((member) => member.id === second.id)?.role).toBe("admin");
  });

  it("refuses one of two administrators demoting each other at the same moment", {
    timeout: 30_000,
  }, async () => {
    const { db } = app.database;
    const first = await createAccount(db, { role: "admin" });
    const second = await createAccount(db, { role: "admin" });
    const actor = (account: typeof first) => ({ id: account.id, email: account.email, name: account.name });
    // Straight to the service, so both transactions are open together on PostgreSQL's connection pool.
    const outcomes = await Promise.allSettled([
      changeStaffRole(db, second.id, "editor", actor(first)),
      changeStaffRole(db, first.id, "editor", actor(second)),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refusal = outcomes.find((outcome) => outcome.status === "rejected");
    expect((refusal as PromiseRejectedResult).reason).toMatchObject({
      statusCode: 409,
      message: lastAdministratorMessage,
    });
    const admins = (await listStaff(db)).filter((member) => member.role === "admin");
    expect(admins).toHaveLength(1);
  });
});
