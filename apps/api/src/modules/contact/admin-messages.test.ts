import {
  assignableStaffResponseSchema,
  auditListResponseSchema,
  type ContactRequestInput,
  contactReceiptSchema,
  messageListResponseSchema,
  messageResponseSchema,
} from "@quillspin/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { createAccount, signedIn } from "../../../test/support/accounts";
import {
  FIRST_DATABASE_OPEN_MS,
  testMailSettings,
  validContact,
  withoutRateLimits,
} from "../../../test/support/contact";
import { MailCatcher } from "../../../test/support/mail-catcher";
import { deliverOutbox } from "../../../test/support/mail-delivery";
import type { App } from "../../app";
import { mailOutbox } from "../mail/mail.tables";
import { contactMessages } from "./contact.tables";

type Headers = Record<string, string>;

describe("the back office's messages, /v1/admin/messages", () => {
  let app: App;
  let catcher: MailCatcher;
  beforeAll(async () => {
    app = await buildTestApp({ ...withoutRateLimits, mail: testMailSettings });
    catcher = await MailCatcher.start();
  }, FIRST_DATABASE_OPEN_MS);
  beforeEach(() => {
    catcher.clear();
    catcher.refuseNext(0);
  });
  afterAll(async () => {
    await catcher?.close();
    await app?.close();
  });

  const db = () => app.database.db;

  async function sendContact(fields: Partial<ContactRequestInput> = {}): Promise<string> {
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/contact",
      payload: { ...validContact, ...fields },
    });
    expect(response.statusCode).toBe(201);
    return contactReceiptSchema.parse(response.json()).id;
  }

  const call = (method: "GET" | "POST", url: string, headers: Headers = {}, payload?: object) =>
    app.inject({ method, url: `/v1/admin/messages${url}`, headers, ...(payload ? { payload } : {}) });

  const list = async (query: string, headers: Headers) => {
    const response = await call("GET", query, headers);
    expect(response.statusCode).toBe(200);
    return messageListResponseSchema.parse(response.json());
  };
  const detail = async (id: string, headers: Headers) => {
    const response = await call("GET", `/${id}`, headers);
    expect(response.statusCode).toBe(200);
    return messageResponseSchema.parse(response.json()).data;
  };

  /** Makes the message's mail fail for good: one refused attempt with a worker that gives up at once. */
  async function failMailOf(id: string) {
    catcher.refuseNext(1);
    await deliverOutbox(db(), catcher, testMailSettings.from, { maxAttempts: 1 });
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.contactMessageId, id));
    expect(mail?.status).toBe("failed");
  }

  it("answers anonymous 401, partners and editors 403, administrators 2xx, on every endpoint", async () => {
    const id = await sendContact();
    await failMailOf(id);
    const editor = await signedIn(app, { role: "editor" });
    const endpoints: [string, "GET" | "POST", string, object?][] = [
      ["list", "GET", ""],
      ["assignees", "GET", "/assignees"],
      ["one message", "GET", `/${id}`],
      ["read state", "POST", `/${id}/read`, { read: "read" }],
      ["assignment", "POST", `/${id}/assignment`, { assigneeId: editor.account.id }],
      ["handling", "POST", `/${id}/handling`, { state: "handled" }],
      ["mail retry", "POST", `/${id}/mail/retry`],
    ];
    const partner = await signedIn(app, { role: "partner" });
    const admin = await signedIn(app, { role: "admin" });
    for (const [name, method, url, payload] of endpoints) {
      const anonymous = await call(method, url, {}, payload);
      expect(anonymous.statusCode, `${name} anonymous`).toBe(401);
      expect((await call(method, url, partner.headers, payload)).statusCode, `${name} partner`).toBe(403);
      expect((await call(method, url, editor.headers, payload)).statusCode, `${name} editor`).toBe(403);
      const allowed = await call(method, url, admin.headers, payload);
      expect(allowed.statusCode, `${name} admin: ${allowed.body}`).toBe(200);
      expect(allowed.headers["cache-control"]).toBe("no-store");
    }
  });

  it("lists newest first with topic, sender, excerpt, states and the mail's delivery", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const first = await sendContact({ name: "Ana Ruiz", topic: "sales" });
    await db()
      .update(contactMessages)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(contactMessages.id, first));
    const long = `Line one of a long message.\nLine two ${"with many words ".repeat(20)}end.`;
    const second = await sendContact({ name: "Bo Chen", company: "", topic: "press", message: long });

    const page = await list("", admin.headers);
    expect(page.meta).toEqual({ page: 1, limit: 25, total: 2, unread: 2 });
    expect(page.data.map((message) => message.id)).toEqual([second, first]);
    const [newest] = page.data;
    expect(newest).toMatchObject({
      topic: "press",
      name: "Bo Chen",
      email: validContact.email,
      company: null,
      read: false,
      handled: false,
      assignee: null,
      mailState: "queued",
    });
    expect(newest?.excerpt).toMatch(/^Line one of a long message\. Line two with many words/);
    expect(newest?.excerpt.endsWith("…")).toBe(true);
    expect(newest?.excerpt.length).toBeLessThanOrEqual(141);

    await deliverOutbox(db(), catcher, testMailSettings.from);
    const delivered = await list("", admin.headers);
    expect(delivered.data.map((message) => message.mailState)).toEqual(["sent", "sent"]);

    const paged = await list("?limit=1&page=2", admin.headers);
    expect(paged.data.map((message) => message.id)).toEqual([first]);
    expect(paged.meta).toMatchObject({ page: 2, limit: 1, total: 2 });
  });

  it("filters by read, handled, assignee and topic, and searches name, email, company and text", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const editor = await createAccount(db(), { role: "editor" });
    const ana = await sendContact({ name: "Ana Ruiz", company: "Northbay Gaming", topic: "sales" });
    const bo = await sendContact({
      name: "Bo Chen",
      email: "bo@harbour-slots.example",
      company: "Harbour Slots",
      topic: "support",
      message: "Our RGS integration returns 100% wrong_signature errors since Tuesday.",
    });
    const cy = await sendContact({
      name: "Cy Dale",
      email: "cy@tidewater.example",
      company: "",
      topic: "press",
    });

    await call("POST", `/${ana}/read`, admin.headers, { read: "read" });
    await call("POST", `/${ana}/assignment`, admin.headers, { assigneeId: admin.account.id });
    await call("POST", `/${bo}/assignment`, admin.headers, { assigneeId: editor.id });
    await call("POST", `/${bo}/handling`, admin.headers, { state: "handled" });

    const ids = async (query: string) => (await list(query, admin.headers)).data.map((m) => m.id).sort();
    const sorted = (...values: string[]) => values.sort();
    expect(await ids("?read=unread")).toEqual(sorted(bo, cy));
    expect(await ids("?read=read")).toEqual([ana]);
    expect(await ids("?state=handled")).toEqual([bo]);
    expect(await ids("?state=open")).toEqual(sorted(ana, cy));
    expect(await ids("?assignee=me")).toEqual([ana]);
    expect(await ids("?assignee=anyone")).toEqual(sorted(ana, bo));
    expect(await ids("?assignee=nobody")).toEqual([cy]);
    expect(await ids(`?assignee=${editor.id}`)).toEqual([bo]);
    expect(await ids("?topic=press")).toEqual([cy]);
    expect(await ids("?topic=support&state=handled&read=unread")).toEqual([bo]);
    // The form sends every field; an empty one is no filter.
    expect(await ids("?read=&state=&assignee=&topic=&q=")).toEqual(sorted(ana, bo, cy));

    expect(await ids("?q=cy%20dale")).toEqual([cy]);
    expect(await ids("?q=HARBOUR-SLOTS.example")).toEqual([bo]);
    expect(await ids("?q=northbay")).toEqual([ana]);
    expect(await ids("?q=wrong_signature")).toEqual([bo]);
    // Wildcards match themselves, not everything.
    expect(await ids("?q=100%25")).toEqual([bo]);
    expect(await ids("?q=_")).toEqual([bo]);
    expect(await ids("?q=%25%25")).toEqual([]);
    expect((await list("?read=unread", admin.headers)).meta.unread).toBe(2);
  });

  it("names the field it refuses in a filter", async () => {
    const admin = await signedIn(app, { role: "admin" });
    for (const [query, field] of [
      ["?read=maybe", "querystring.read"],
      ["?state=closed", "querystring.state"],
      ["?assignee=someone", "querystring.assignee"],
      ["?topic=weather", "querystring.topic"],
      [`?q=${"x".repeat(201)}`, "querystring.q"],
      ["?q=line%0Abreak", "querystring.q"],
      ["?limit=500", "querystring.limit"],
    ] as const) {
      const response = await call("GET", query, admin.headers);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it("shows one message in full without marking it read, and marks it read and unread for the team", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const colleague = await signedIn(app, { role: "admin" });
    const message = "<b>Hello</b> team,\n\nwe need the certificates & the RTP sheets.\n\tThanks";
    const id = await sendContact({ message });
    const opened = await detail(id, admin.headers);
    expect(opened).toMatchObject({ id, message, read: false, readBy: null, mails: [{ state: "queued" }] });

    const read = await call("POST", `/${id}/read`, admin.headers, { read: "read" });
    expect(read.statusCode).toBe(200);
    expect(messageResponseSchema.parse(read.json()).data).toMatchObject({
      read: true,
      readBy: { by: { id: admin.account.id, role: "admin" } },
    });
    // Read for one administrator is read for the other: the inbox is shared.
    expect((await detail(id, colleague.headers)).read).toBe(true);
    // Reading it again changes nothing and records nothing.
    await call("POST", `/${id}/read`, colleague.headers, { read: "read" });
    expect((await detail(id, admin.headers)).readBy?.by?.id).toBe(admin.account.id);

    await call("POST", `/${id}/read`, colleague.headers, { read: "unread" });
    expect(await detail(id, admin.headers)).toMatchObject({ read: false, readBy: null });

    const audit = await app.inject({
      method: "GET",
      url: `/v1/admin/audit?subjectId=${id}`,
      headers: admin.headers,
    });
    const events = auditListResponseSchema.parse(audit.json()).data;
    expect(events.map((event) => [event.action, event.actor.id])).toEqual([
      ["message.unread", colleague.account.id],
      ["message.read", admin.account.id],
    ]);
    expect(events[1]).toMatchObject({
      subject: { type: "contact-message", id, label: "Ana Ruiz (Northbay Gaming)" },
      before: { read: false },
      after: { read: true },
    });
  });

  it("answers 404 for a message that does not exist and 400 for an id that is not one", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const [method, url, payload] of [
      ["GET", `/${missing}`],
      ["POST", `/${missing}/read`, { read: "read" }],
      ["POST", `/${missing}/handling`, { state: "handled" }],
      ["POST", `/${missing}/assignment`, { assigneeId: null }],
      ["POST", `/${missing}/mail/retry`],
    ] as const) {
      expect((await call(method, url, admin.headers, payload)).statusCode, url).toBe(404);
    }
    const bad = await call("GET", "/not-a-uuid", admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("params.id");
  });

  it("assigns only active editors and administrators, and clears the assignment", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const editor = await createAccount(db(), { role: "editor" });
    const partner = await createAccount(db(), { role: "partner" });
    const disabledEditor = await createAccount(db(), { role: "editor", status: "disabled" });
    const id = await sendContact();
    const assign = (assigneeId: unknown) =>
      call("POST", `/${id}/assignment`, admin.headers, { assigneeId } as object);

    for (const refused of [partner.id, disabledEditor.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await assign(refused);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        "body.assigneeId: Assign the message to an editor or administrator whose account is active",
      );
    }
    const malformed = await assign("editor@quillspin.games");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain("body.assigneeId");

    const assigned = await assign(editor.id);
    expect(assigned.statusCode).toBe(200);
    expect(messageResponseSchema.parse(assigned.json()).data.assignee).toEqual({
      id: editor.id,
      name: editor.name,
      email: editor.email,
      role: "editor",
    });
    // The form's empty choice clears it, as null does.
    expect(messageResponseSchema.parse((await assign("")).json()).data.assignee).toBeNull();

    const staff = assignableStaffResponseSchema.parse(
      (await call("GET", "/assignees", admin.headers)).json(),
    );
    const staffIds = staff.data.map((member) => member.id);
    expect(staffIds).toContain(editor.id);
    expect(staffIds).toContain(admin.account.id);
    expect(staffIds).not.toContain(partner.id);
    expect(staffIds).not.toContain(disabledEditor.id);

    const audit = await app.inject({
      method: "GET",
      url: `/v1/admin/audit?action=message.assign&subjectId=${id}`,
      headers: admin.headers,
    });
    const events = auditListResponseSchema.parse(audit.json()).data;
    expect(events.map((event) => event.after)).toEqual([
      { assignee: null },
      { assignee: { id: editor.id, email: editor.email, name: editor.name } },
    ]);
  });

  it("marks a message handled and opens it again, recording both", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const id = await sendContact();
    const handled = await call("POST", `/${id}/handling`, admin.headers, { state: "handled" });
    expect(messageResponseSchema.parse(handled.json()).data).toMatchObject({
      handled: true,
      handledBy: { by: { id: admin.account.id } },
    });
    const refused = await call("POST", `/${id}/handling`, admin.headers, { state: "done" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("body.state");
    const reopened = await call("POST", `/${id}/handling`, admin.headers, { state: "open" });
    expect(messageResponseSchema.parse(reopened.json()).data).toMatchObject({
      handled: false,
      handledBy: null,
    });
    const audit = await app.inject({
      method: "GET",
      url: `/v1/admin/audit?subjectId=${id}`,
      headers: admin.headers,
    });
    expect(auditListResponseSchema.parse(audit.json()).data.map((event) => event.action)).toEqual([
      "message.reopen",
      "message.handle",
    ]);
  });

  it("queues a failed mail again, which the worker then delivers; any other mail answers 409", async () => {
    const admin = await signedIn(app, { role: "admin" });
    const id = await sendContact({ message: "Please call me about the Hold and Win bundle, ref RETRY-7." });
    const retry = () => call("POST", `/${id}/mail/retry`, admin.headers);

    const queued = await retry();
    expect(queued.statusCode).toBe(409);
    expect(queued.json().message).toBe("Only a failed mail can be retried; this one is queued.");

    await failMailOf(id);
    const failed = await detail(id, admin.headers);
    expect(failed.mailState).toBe("failed");
    expect(failed.mails).toEqual([
      expect.objectContaining({ state: "failed", attempts: 1, to: "inbox@quillspin.test", sentAt: null }),
    ]);
    expect(failed.mails[0]?.lastError).toMatch(/451/);

    const requeued = await retry();
    expect(requeued.statusCode).toBe(200);
    const waiting = messageResponseSchema.parse(requeued.json()).data;
    expect(waiting.mailState).toBe("retried");
    expect(waiting.mails[0]).toMatchObject({ state: "retried", attempts: 0 });
    expect(waiting.mails[0]?.requeuedAt).not.toBeNull();

    expect(await deliverOutbox(db(), catcher, testMailSettings.from)).toEqual({ sent: 1, failed: 0 });
    const mail = await catcher.waitFor((received) => received.text.includes("RETRY-7"));
    expect(mail.recipients).toEqual(["inbox@quillspin.test"]);
    const sent = await detail(id, admin.headers);
    expect(sent.mailState).toBe("sent");
    expect(sent.mails[0]).toMatchObject({ state: "sent", attempts: 1, lastError: null });

    const again = await retry();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a failed mail can be retried; this one is sent.");

    const audit = await app.inject({
      method: "GET",
      url: `/v1/admin/audit?action=message.retry-mail&subjectId=${id}`,
      headers: admin.headers,
    });
    const [event, ...others] = auditListResponseSchema.parse(audit.json()).data;
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      before: { mail: { state: "failed", attempts: 1 } },
      after: { mail: { state: "retried", attempts: 0 } },
    });
  });
});
