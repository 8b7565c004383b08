import { auditListResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import type { App } from "../../app";
import { recordAudit } from "./audit-log";

describe("the audit log", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const list = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url: `/v1/admin/audit${query}`, headers });

  it("is for administrators only", async () => {
    expect((await list("")).statusCode).toBe(401);
    for (const role of ["partner", "editor"] as const) {
      const { headers } = await signedIn(app, { role });
      expect((await list("", headers)).statusCode).toBe(403);
    }
    const admin = await signedIn(app, { role: "admin" });
    const answer = await list("", admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("lists actions newest first and filters by actor, action or area, subject and time", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const { db } = app.database;
    const ada = { id: null, email: "ada@quillspin.test", name: "Ada Editor" };
    const bo = { id: null, email: "bo@quillspin.test", name: "Bo Admin" };
    const article = { type: "article", id: "a1", label: "Launch week" };
    await recordAudit(
      db,
      { actor: ada, action: "news.create", subject: article, after: { title: "Launch" } },
      new Date("2026-01-01T10:00:00Z"),
    );
    await recordAudit(
      db,
      {
        actor: ada,
        action: "news.publish",
        subject: article,
        before: { publishedAt: null },
        after: { publishedAt: "2026-01-02" },
      },
      new Date("2026-01-02T10:00:00Z"),
    );
    await recordAudit(
      db,
      { actor: bo, action: "partner.approve", subject: { type: "account", id: "p1", label: "Spin Co" } },
      new Date("2026-01-03T10:00:00Z"),
    );

    const all = auditListResponseSchema.parse((await list("?actor=quillspin.test", admin.headers)).json());
    expect(all.data.map((event) => event.action)).toEqual(["partner.approve", "news.publish", "news.create"]);
    expect(all.data[1]).toMatchObject({
      actor: ada,
      subject: article,
      before: { publishedAt: null },
      after: { publishedAt: "2026-01-02" },
    });

    const pick = async (query: string) =>
      auditListResponseSchema
        .parse((await list(query, admin.headers)).json())
        .data.map((event) => event.action);
    expect(await pick("?actor=BO%20ADMIN")).toEqual(["partner.approve"]);
    expect(await pick("?action=news&actor=quillspin.test")).toEqual(["news.publish", "news.create"]);
    expect(await pick("?action=news.publish")).toEqual(["news.publish"]);
    expect(await pick("?subjectType=article&subjectId=a1")).toEqual(["news.publish", "news.create"]);
    expect(await pick("?from=2026-01-01T12:00:00Z&to=2026-01-02T12:00:00Z")).toEqual(["news.publish"]);
    // A search for the wildcard itself matches nothing rather than everything.
    expect(await pick("?actor=%25")).toEqual([]);
  });

  it("names the field it refuses", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const answer = await list("?from=yesterday", admin.headers);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain("From must be an ISO date-time");
    const control = await list("?actor=a%07b", admin.headers);
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toContain("actor");
  });
});
