import { createHash, randomUUID } from "node:crypto";
import {
  auditListResponseSchema,
  subscriberCountsResponseSchema,
  subscriberErasureResponseSchema,
  subscriberListResponseSchema,
} from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { signedIn } from "../../../test/support/accounts";
import { FIRST_DATABASE_OPEN_MS, withoutRateLimits } from "../../../test/support/contact";
import { placesHolding, storeSubscription, subscribeThroughApi } from "../../../test/support/subscribers";
import type { App } from "../../app";
import { auditEvents } from "../audit/audit.tables";
import { mailOutbox } from "../mail/mail.tables";
import { erasedEmail } from "./subscriptions.retention";
import { subscriptions } from "./subscriptions.tables";

const day = (date: string, time = "12:00:00") => new Date(`${date}T${time}Z`);

describe("subscribers in the back office", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(withoutRateLimits);
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app?.close());

  const db = () => app.database.db;
  const call = (method: "GET" | "DELETE", url: string, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/v1/admin${url}`, headers });
  const asAdmin = async () => (await signedIn(app, { role: "admin" })).headers;

  it("answers administrators only, on every endpoint, and never lets an answer be cached", async () => {
    const id = await storeSubscription(db(), {
      email: "matrix@operator.example",
      status: "confirmed",
      consentAt: day("2026-03-01"),
      confirmedAt: day("2026-03-02"),
    });
    const endpoints = [
      ["GET", "/subscribers", 200],
      ["GET", "/subscribers/counts", 200],
      ["GET", "/subscribers/export.csv", 200],
      ["DELETE", `/subscribers/${id}`, 200],
    ] as const;
    const partner = (await signedIn(app, { role: "partner" })).headers;
    const editor = (await signedIn(app, { role: "editor" })).headers;
    const admin = await asAdmin();
    for (const [method, url, allowed] of endpoints) {
      expect((await call(method, url)).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await call(method, url, partner)).statusCode, `${method} ${url} partner`).toBe(403);
      expect((await call(method, url, editor)).statusCode, `${method} ${url} editor`).toBe(403);
      const answer = await call(method, url, admin);
      expect(answer.statusCode, `${method} ${url} admin`).toBe(allowed);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    // The refused calls changed nothing: only the administrator's erasure did.
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.email).toBe(`erased:${id}`);
  });

  it("lists subscribers newest first, searched by address and filtered by status, a page at a time", async () => {
    for (let index = 0; index < 5; index++)
      await storeSubscription(db(), {
        email: `reader${index}@northbay.example`,
        status: index % 2 ? "pending" : "confirmed",
        consentAt: day(`2026-04-0${index + 1}`),
        confirmedAt: index % 2 ? null : day(`2026-04-0${index + 1}`, "13:00:00"),
      });
    await storeSubscription(db(), {
      email: "50%_off@other.example",
      status: "unsubscribed",
      consentAt: day("2026-04-07"),
      unsubscribedAt: day("2026-04-08"),
    });
    await storeSubscription(db(), {
      email: erasedEmail("gone@northbay.example", randomUUID()),
      status: "unsubscribed",
      consentAt: day("2026-04-09"),
      unsubscribedAt: day("2026-04-10"),
    });
    const admin = await asAdmin();
    const list = async (query: string) =>
      subscriberListResponseSchema.parse((await call("GET", `/subscribers${query}`, admin)).json());

    const all = await list("");
    expect(all.meta.total).toBe(6);
    expect(all.data[0]?.email).toBe("50%_off@other.example");
    const page = await list("?search=NORTHBAY&limit=2&page=2");
    expect(page.data.map((row) => row.email)).toEqual([
      "reader2@northbay.example",
      "reader1@northbay.example",
    ]);
    expect(page.meta).toEqual({ page: 2, limit: 2, total: 5 });
    const pending = await list("?status=pending");
    expect(pending.data.map((row) => row.email)).toEqual([
      "reader3@northbay.example",
      "reader1@northbay.example",
    ]);
    // The wildcards of a search match themselves.
    expect((await list("?search=%25_")).data.map((row) => row.email)).toEqual(["50%_off@other.example"]);
    const refused = await call("GET", "/subscribers?status=gone", admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("status");
  });

  it("counts pending, confirmed and unsubscribed subscriptions at the end of each day, week and month", async () => {
    // Signs up on the 2nd, confirms on the 4th, leaves on the 6th.
    await storeSubscription(db(), {
      email: "a@operator.example",
      status: "unsubscribed",
      consentAt: day("2026-05-02"),
      confirmedAt: day("2026-05-04"),
      unsubscribedAt: day("2026-05-06"),
    });
    // Signs up on the 3rd and confirms the same day.
    await storeSubscription(db(), {
      email: "b@operator.example",
      status: "confirmed",
      consentAt: day("2026-05-03", "08:00:00"),
      confirmedAt: day("2026-05-03", "09:00:00"),
    });
    // Signs up on the 5th, never confirms, leaves on the 7th.
    await storeSubscription(db(), {
      email: "c@operator.example",
      status: "unsubscribed",
      consentAt: day("2026-05-05"),
      unsubscribedAt: day("2026-05-07"),
    });
    // Signs up on the 6th and is still pending.
    await storeSubscription(db(), {
      email: "d@operator.example",
      status: "pending",
      consentAt: day("2026-05-06"),
    });
    const admin = await asAdmin();
    const counts = async (query: string) => {
      const answer = await call("GET", `/subscribers/counts${query}`, admin);
      expect(answer.statusCode, answer.body).toBe(200);
      return subscriberCountsResponseSchema.parse(answer.json());
    };

    const daily = await counts("?interval=day&from=2026-05-01&to=2026-05-07");
    expect(
      daily.periods.map(({ start, pending, confirmed, unsubscribed }) => [
        start,
        pending,
        confirmed,
        unsubscribed,
      ]),
    ).toEqual([
      ["2026-05-01", 0, 0, 0],
      ["2026-05-02", 1, 0, 0],
      ["2026-05-03", 1, 1, 0],
      ["2026-05-04", 0, 2, 0],
      ["2026-05-05", 1, 2, 0],
      ["2026-05-06", 2, 1, 1],
      ["2026-05-07", 1, 1, 2],
    ]);
    expect(daily.now).toEqual({ pending: 1, confirmed: 1, unsubscribed: 2 });

    // 2026-05-04 is a Monday: the week of the 2nd started on 27 April.
    const weekly = await counts("?interval=week&from=2026-05-02&to=2026-05-10");
    expect(
      weekly.periods.map(({ start, pending, confirmed, unsubscribed }) => [
        start,
        pending,
        confirmed,
        unsubscribed,
      ]),
    ).toEqual([
      ["2026-04-27", 1, 1, 0],
      ["2026-05-04", 1, 1, 2],
    ]);
    const monthly = await counts("?interval=month&from=2026-04-15&to=2026-05-31");
    expect(monthly.periods.map((period) => period.start)).toEqual(["2026-04-01", "2026-05-01"]);
    expect(monthly.periods[1]).toMatchObject({ pending: 1, confirmed: 1, unsubscribed: 2 });

    // Without a range: the 30 days up to today.
    const recent = await counts("");
    expect(recent.periods).toHaveLength(30);
    expect(recent.periods.at(-1)?.start).toBe(new Date().toISOString().slice(0, 10));

    const backwards = await call("GET", "/subscribers/counts?from=2026-05-07&to=2026-05-01", admin);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain("To must be on or after From");
    const tooLong = await call("GET", "/subscribers/counts?from=2020-01-01&to=2026-01-01", admin);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^From: the range holds 2193 periods/);
    expect(
      (await call("GET", "/subscribers/counts?from=2020-01-01&to=2026-01-01&interval=week", admin))
        .statusCode,
    ).toBe(200);
    expect((await call("GET", "/subscribers/counts?from=31.01.2026", admin)).json().message).toContain(
      "from",
    );
  });

  it("exports the confirmed subscribers as CSV a spreadsheet cannot run, and audits the count only", async () => {
    const hostile = "=hyperlink(a1)@operator.example";
    await storeSubscription(db(), {
      email: hostile,
      status: "confirmed",
      consentAt: day("2026-06-01", "10:00:00"),
      confirmedAt: day("2026-06-01", "11:00:00"),
    });
    await storeSubscription(db(), {
      email: "-plain@operator.example",
      status: "confirmed",
      consentAt: day("2026-06-02", "10:00:00"),
      confirmedAt: day("2026-06-02", "11:00:00"),
    });
    await storeSubscription(db(), {
      email: "waiting@operator.example",
      status: "pending",
      consentAt: day("2026-06-03"),
    });
    await storeSubscription(db(), {
      email: "left@operator.example",
      status: "unsubscribed",
      consentAt: day("2026-06-03"),
      confirmedAt: day("2026-06-03"),
      unsubscribedAt: day("2026-06-04"),
    });
    const admin = await asAdmin();
    const answer = await call("GET", "/subscribers/export.csv", admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toMatch(
      /^attachment; filename="quillspin-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.body).toBe(
      [
        '\uFEFF"Email address","Confirmed at","Consent given at"',
        `"'=hyperlink(a1)@operator.example","2026-06-01T11:00:00.000Z","2026-06-01T10:00:00.000Z"`,
        `"'-plain@operator.example","2026-06-02T11:00:00.000Z","2026-06-02T10:00:00.000Z"`,
        "",
      ].join("\r\n"),
    );

    const [event] = await db().select().from(auditEvents).where(eq(auditEvents.action, "subscriber.export"));
    expect(event?.after).toMatchObject({ confirmedSubscribers: 2 });
    expect(await placesHolding(db(), ["hyperlink(a1)", "-plain@"])).toEqual(["subscriptions.email"]);
  });

  it("streams a list longer than one batch whole, oldest confirmation first", async () => {
    const values = Array.from({ length: 1203 }, (_, index) => {
      const id = randomUUID();
      const at = new Date(Date.UTC(2026, 0, 1) + (index % 600) * 60_000);
      return {
        id,
        email: `reader${index}@bulk.example`,
        status: "confirmed" as const,
        consentAt: at,
        confirmedAt: at,
        unsubscribeTokenHash: `hash-of-${id}`,
      };
    });
    await db().insert(subscriptions).values(values);
    const answer = await call("GET", "/subscribers/export.csv", await asAdmin());
    const lines = answer.body.trimEnd().split("\r\n").slice(1);
    expect(lines).toHaveLength(1203);
    expect(new Set(lines).size).toBe(1203);
    const times = lines.map((line) => line.split(",")[1] ?? "");
    expect(times).toEqual([...times].sort());
  });

  it("erases a subscriber on request and leaves nothing that names them, anywhere in the database", async () => {
    const address = "mia.novak@riverside.example";
    const digest = createHash("sha256").update(address).digest("hex");
    // An earlier subscription of the same address, already turned into a record by the retention job.
    const earlier = await storeSubscription(db(), {
      email: erasedEmail(address, randomUUID()),
      status: "unsubscribed",
      consentAt: day("2025-01-01"),
      confirmedAt: day("2025-01-02"),
      unsubscribedAt: day("2025-02-01"),
    });
    await subscribeThroughApi(app, address);
    await subscribeThroughApi(app, "someone.else@riverside.example");
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.email, address));
    if (!row) throw new Error("the subscription is missing");
    expect(await placesHolding(db(), [address])).toEqual(
      expect.arrayContaining(["subscriptions.email", "mail_outbox.to"]),
    );

    const admin = await signedIn(app, { role: "admin" });
    const answer = await call("DELETE", `/subscribers/${row.id}`, admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(subscriberErasureResponseSchema.parse(answer.json())).toMatchObject({
      id: row.id,
      outcome: "anonymised",
    });

    expect(await placesHolding(db(), [address, "mia.novak", digest])).toEqual([]);
    // Only the dates are left, and the counts keep them.
    const [record] = await db().select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(record).toMatchObject({
      email: `erased:${row.id}`,
      status: "unsubscribed",
      confirmTokenHash: null,
    });
    expect(record?.confirmedAt).toEqual(row.confirmedAt);
    const [earlierRecord] = await db().select().from(subscriptions).where(eq(subscriptions.id, earlier));
    expect(earlierRecord?.email).toBe(`erased:${earlier}`);
    const counts = subscriberCountsResponseSchema.parse(
      (await call("GET", "/subscribers/counts", admin.headers)).json(),
    );
    expect(counts.now).toEqual({ pending: 0, confirmed: 1, unsubscribed: 2 });
    // The other subscriber and their mail are untouched.
    expect(
      await db().select().from(mailOutbox).where(eq(mailOutbox.to, "someone.else@riverside.example")),
    ).toHaveLength(1);

    const audit = auditListResponseSchema.parse(
      (await call("GET", "/audit?action=subscriber.erase", admin.headers)).json(),
    );
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({
      actor: { id: admin.account.id },
      subject: { type: "subscriber", id: row.id },
      after: { status: "erased" },
    });
    // An erased subscriber is nobody's subscription: a second erasure finds nothing.
    const again = await call("DELETE", `/subscribers/${row.id}`, admin.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/^id: /);
    expect((await call("DELETE", "/subscribers/not-an-id", admin.headers)).json().message).toContain("id");
  });

  it("deletes a pending sign-up outright, with its confirmation mail", async () => {
    const address = "waiting.one@riverside.example";
    await subscribeThroughApi(app, address, { confirm: false });
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.email, address));
    const answer = await call("DELETE", `/subscribers/${row?.id}`, await asAdmin());
    expect(subscriberErasureResponseSchema.parse(answer.json()).outcome).toBe("deleted");
    expect(await db().select().from(subscriptions)).toEqual([]);
    expect(await placesHolding(db(), [address, "waiting.one"])).toEqual([]);
  });
});
