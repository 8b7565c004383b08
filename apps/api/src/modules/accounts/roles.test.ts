import { partnerListResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { createAccount, mailsTo, register, signedIn } from "../../../test/support/accounts";
import type { App } from "../../app";
import { signedInAccount } from "./authentication.plugin";

describe("roles: requireRole and the admin partner API", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({}, (unsealed) => {
      // What another module does: an editors' route guarded by the shared preHandler.
      unsealed.get(
        "/v1/__editorial",
        { preHandler: unsealed.requireRole("editor", "admin") },
        async (request) => ({
          role: signedInAccount(request).role,
        }),
      );
    });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });
  const approve = (id: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: `/v1/admin/partners/${id}/approve`, headers });

  it("lets editors and admins through requireRole and stops partners and anonymous callers", async () => {
    for (const role of ["editor", "admin"] as const) {
      const { headers } = await signedIn(app, { role });
      const response = await get("/v1/__editorial", headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ role });
    }
    const partner = await signedIn(app, { role: "partner" });
    const refused = await get("/v1/__editorial", partner.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only editor or admin accounts can use this.");
    expect((await get("/v1/__editorial")).statusCode).toBe(401);
  });

  it("lists partners for admins, waiting ones first, filtered by status", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const approved = await createAccount(app.database.db, { status: "approved" });
    const pending = await register(app);
    await createAccount(app.database.db, { role: "editor" });

    const all = await get("/v1/admin/partners", admin.headers);
    expect(all.statusCode).toBe(200);
    expect(all.headers["cache-control"]).toBe("no-store");
    const body = partnerListResponseSchema.parse(all.json());
    expect(body.data.map((account) => account.email)).toEqual([pending.account.email, approved.email]);
    expect(body.meta).toEqual({ page: 1, limit: 24, total: 2 });
    expect(all.body).not.toContain("argon2");

    const waiting = partnerListResponseSchema.parse(
      (await get("/v1/admin/partners?status=pending", admin.headers)).json(),
    );
    expect(waiting.data.map((account) => account.id)).toEqual([pending.account.id]);

    const invalid = await get("/v1/admin/partners?status=asleep", admin.headers);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/^querystring\.status: /);
  });

  it("approves a partner, emails them once, and opens downloads from their next request", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const partner = await register(app);
    const partnerHeaders = { authorization: `Bearer ${partner.accessToken}` };
    expect((await get("/v1/partner/games", partnerHeaders)).statusCode).toBe(403);

    const response = await approve(partner.account.id, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: partner.account.id, status: "approved" });
    expect(response.json().data.approvedAt).toEqual(expect.any(String));
    expect((await get("/v1/partner/games", partnerHeaders)).statusCode).toBe(200);

    expect((await approve(partner.account.id, admin.headers)).statusCode).toBe(200);
    const approvals = (await mailsTo(app.database.db, partner.account.email)).filter(
      (mail) => mail.kind === "auth.approved",
    );
    expect(approvals).toHaveLength(1);
    expect(approvals[0]?.subject).toBe("Your Quillspin Games partner account is approved");

    const me = await get("/v1/auth/me", partnerHeaders);
    expect(me.json().data.status).toBe("approved");
  });

  it("answers 404 for unknown ids and staff accounts, 409 for a disabled partner, 400 for a malformed id", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const editor = await createAccount(app.database.db, { role: "editor" });
    const disabled = await createAccount(app.database.db, { status: "disabled" });
    expect((await approve("7b0f8a52-3f1e-4d8e-9a61-2f4b9c1d0e77", admin.headers)).statusCode).toBe(404);
    const staff = await approve(editor.id, admin.headers);
    expect(staff.statusCode).toBe(404);
    expect(staff.json().message).toBe("Partner account not found.");
    const refused = await approve(disabled.id, admin.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("This partner account is disabled and cannot be approved.");
    const unconfirmed = await createAccount(app.database.db, { status: "pending", emailVerified: false });
    const early = await approve(unconfirmed.id, admin.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "This partner has not confirmed their email address yet and cannot be approved. Approve the account once the address is confirmed.",
    );
    expect(await mailsTo(app.database.db, unconfirmed.email)).toEqual([]);
    const malformed = await approve("not-a-uuid", admin.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("params.id: Partner id must be a UUID");
  });

  it("keeps the admin API from partners, editors, pending admins and anonymous callers", async () => {
    const pending = await register(app);
    expect((await get("/v1/admin/partners")).statusCode).toBe(401);
    for (const role of ["partner", "editor"] as const) {
      const { headers } = await signedIn(app, { role });
      const response = await get("/v1/admin/partners", headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Only admin accounts can use this.");
      expect((await approve(pending.account.id, headers)).statusCode).toBe(403);
    }
    const pendingAdmin = await signedIn(app, { role: "admin", status: "pending" });
    expect((await get("/v1/admin/partners", pendingAdmin.headers)).statusCode).toBe(403);
    expect((await approve(pending.account.id)).statusCode).toBe(401);
  });
});
