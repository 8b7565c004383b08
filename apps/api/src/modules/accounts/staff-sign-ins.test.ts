import { auditListResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import type { App } from "../../app";

describe("staff sessions in the audit log", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  async function entriesAbout(accountId: string) {
    const reader = await signedIn(app, { role: "admin" });
    const answer = await app.inject({
      method: "GET",
      url: `/v1/admin/audit?action=staff&subjectId=${accountId}`,
      headers: reader.headers,
    });
    return auditListResponseSchema.parse(answer.json()).data;
  }

  it("records an editor's sign-in and sign-out, naming the account and no token", async () => {
    const editor = await signedIn(app, { role: "editor" });
    const logout = () =>
      app.inject({
        method: "POST",
        url: "/v1/auth/logout",
        payload: { refreshToken: editor.tokens.refreshToken },
      });
    expect((await logout()).statusCode).toBe(204);
    // Signing out twice is one sign-out.
    expect((await logout()).statusCode).toBe(204);

    const entries = await entriesAbout(editor.account.id);
    expect(entries.map((entry) => entry.action)).toEqual(["staff.sign-out", "staff.sign-in"]);
    expect(entries[1]).toMatchObject({
      actor: { id: editor.account.id, email: editor.account.email, name: editor.account.name },
      subject: { type: "account", id: editor.account.id, label: editor.account.name },
      after: { role: "editor" },
    });
    const text = JSON.stringify(entries);
    expect(text).not.toContain(editor.tokens.refreshToken);
    expect(text).not.toContain(editor.tokens.accessToken);
  });

  it("leaves partners' sessions out of the log", async () => {
    const partner = await signedIn(app, { role: "partner" });
    await app.inject({
      method: "POST",
      url: "/v1/auth/logout",
      payload: { refreshToken: partner.tokens.refreshToken },
    });
    await expect(entriesAbout(partner.account.id)).resolves.toEqual([]);
  });
});
