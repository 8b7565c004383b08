import { contactReceiptSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
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

describe("POST /v1/auth/contact", () => {
  let app: App;
  let catcher: MailCatcher;
  beforeAll(async () => {
    app = await buildTestApp({ ...withoutRateLimits, mail: testMailSettings });
    catcher = await MailCatcher.start();
  }, FIRST_DATABASE_OPEN_MS);
  beforeEach(() => catcher.clear());
  afterAll(async () => {
    await catcher?.close();
    await app?.close();
  });

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/v1/auth/contact", payload: payload as object, headers });
  const messages = () => app.database.db.select().from(contactMessages);
  const outbox = () => app.database.db.select().from(mailOutbox);

  it("stores the message and its notification together and answers 201 with the id", async () => {
    const response = await send({ ...validContact, email: "  Ana.Ruiz@NorthBay-Gaming.example " });
    expect(response.statusCode).toBe(201);
    const receipt = contactReceiptSchema.parse(response.json());
    const [stored] = await messages();
    expect(stored).toMatchObject({
      id: receipt.id,
      name: "Ana Ruiz",
      email: "ana.ruiz@northbay-gaming.example",
      company: "Northbay Gaming",
      topic: "sales",
      idempotencyKey: null,
    });
    expect(stored?.consentAt).toBeInstanceOf(Date);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      kind: "contact.notification",
      to: "inbox@quillspin.test",
      status: "pending",
      dedupeKey: `contact.notification:${receipt.id}`,
      headers: { "Reply-To": "ana.ruiz@northbay-gaming.example" },
    });
  });

  it("delivers the notification to the studio inbox over SMTP, the visitor's text escaped", async () => {
    const message = 'Our CTO asked: does <script>alert("x")</script> & friends render? Ünïcödé 🎰 works.';
    const response = await send({ ...validContact, message, company: "" });
    const { id } = contactReceiptSchema.parse(response.json());
    expect(await deliverOutbox(app.database.db, catcher, app.config.mail.from)).toEqual({
      sent: 1,
      failed: 0,
    });
    const mail = await catcher.waitFor(() => true);
    expect(mail.recipients).toEqual(["inbox@quillspin.test"]);
    expect(mail.header("subject")).toBe("Contact form · Sales and game licensing · Ana Ruiz");
    expect(mail.header("reply-to")).toBe("ana.ruiz@northbay-gaming.example");
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(`Reference:               ${id}`);
    expect(mail.text).toMatch(/Company:\s+not given/);
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; friends");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Ünïcödé 🎰");
    const [row] = await outbox();
    expect(row?.status).toBe("sent");
  });

  it.each([
    ["name", { name: "" }, /^body\.name: Enter your name/],
    ["name", { name: "Ana\r\nBcc: victim@example.com" }, /^body\.name: Keep this on one line/],
    ["email", { email: "not-an-address" }, /^body\.email: Enter a valid email address/],
    ["email", { email: undefined }, /^body\.email: Enter your work email address/],
    ["company", { company: "x".repeat(121) }, /^body\.company: Use at most 120 characters/],
    ["topic", { topic: "jackpot" }, /^body\.topic: Choose what your message is about/],
    ["message", { message: "Hi" }, /^body\.message: Tell us a little more/],
    ["message", { message: "x".repeat(5001) }, /^body\.message: Keep your message under 5000/],
    ["consent", { consent: false }, /^body\.consent: Agree to the privacy policy/],
    ["consent", { consent: "yes" }, /^body\.consent: /],
  ])("answers 400 naming the field for a bad %s", async (_field, change, message) => {
    const response = await send({ ...validContact, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request", message });
    expect(await messages()).toHaveLength(0);
  });

  it("answers a filled honeypot like a success and keeps nothing", async () => {
    const response = await send({ ...validContact, website: "https://cheap-pills.example" });
    expect(response.statusCode).toBe(201);
    expect(contactReceiptSchema.parse(response.json()).id).toBeTruthy();
    expect(await messages()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("stores a submission retried with the same Idempotency-Key once and answers the same id", async () => {
    const headers = { "idempotency-key": "4a1f0c3e-retry-test" };
    const first = await send(validContact, headers);
    const second = await send(validContact, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await messages()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it("stores concurrent retries of one submission once", async () => {
    const headers = { "idempotency-key": "concurrent-retry-key" };
    const responses = await Promise.all(Array.from({ length: 8 }, () => send(validContact, headers)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await messages()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it("refuses an Idempotency-Key reused for a different message, and a malformed key", async () => {
    const headers = { "idempotency-key": "reused-key" };
    await send(validContact, headers);
    const reused = await send(
      { ...validContact, message: `${validContact.message} And one more thing.` },
      headers,
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/already used for a different message/);
    const tooLong = await send(validContact, { "idempotency-key": "k".repeat(129) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^headers\.idempotency-key: /);
    expect(await messages()).toHaveLength(1);
  });
});
