import { subscribeAcceptedSchema, subscriptionOutcomeSchema } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { FIRST_DATABASE_OPEN_MS, testMailSettings, withoutRateLimits } from "../../../test/support/contact";
import { MailCatcher } from "../../../test/support/mail-catcher";
import { deliverOutbox } from "../../../test/support/mail-delivery";
import type { ReceivedMail } from "../../../test/support/received-mail";
import type { App } from "../../app";
import { mailOutbox } from "../mail/mail.tables";
import { CONFIRMATION_WINDOW_MS } from "./subscriptions.retention";
import { CONFIRMATION_RESEND_AFTER_MS } from "./subscriptions.service";
import { subscriptions } from "./subscriptions.tables";

const SITE = "http://site.test";
const API = "https://api.quillspin.test/v1";

describe("newsletter subscriptions", () => {
  let app: App;
  let catcher: MailCatcher;
  beforeAll(async () => {
    app = await buildTestApp({ ...withoutRateLimits, mail: testMailSettings, apiBaseUrl: API });
    catcher = await MailCatcher.start();
  }, FIRST_DATABASE_OPEN_MS);
  beforeEach(() => catcher.clear());
  afterAll(async () => {
    await catcher?.close();
    await app?.close();
  });

  const db = () => app.database.db;
  const post = (url: string, payload: object) => app.inject({ method: "POST", url: `/v1${url}`, payload });
  const subscribeAs = (email: string) => post("/subscriptions", { email, consent: true });
  const rows = () => db().select().from(subscriptions);
  const outbox = () => db().select().from(mailOutbox);

  async function deliveredConfirmation(to: string): Promise<ReceivedMail> {
    await deliverOutbox(db(), catcher, app.config.mail.from);
    return catcher.waitFor((mail) => mail.recipients.includes(to));
  }
  const tokenIn = (link: string | undefined) => new URL(link ?? "http://x").searchParams.get("token") ?? "";
  const confirmLink = (mail: ReceivedMail) =>
    mail.links.find((link) => link.includes("/subscriptions/confirm"));
  const unsubscribeLink = (mail: ReceivedMail) =>
    mail.links.find((link) => link.includes("/subscriptions/unsubscribe"));

  it("stores a pending subscription and emails a confirmation link that confirms it", async () => {
    const response = await subscribeAs("  Mia.Novak@Riverside-Casino.example ");
    expect(response.statusCode).toBe(202);
    subscribeAcceptedSchema.parse(response.json());
    const [pending] = await rows();
    expect(pending).toMatchObject({ email: "mia.novak@riverside-casino.example", status: "pending" });

    const mail = await deliveredConfirmation("mia.novak@riverside-casino.example");
    expect(mail.header("subject")).toBe("Confirm your Quillspin Games newsletter subscription");
    const link = confirmLink(mail);
    expect(link).toMatch(new RegExp(`^${SITE}/subscriptions/confirm\\?token=[A-Za-z0-9_-]{43}$`));
    expect(mail.html).toContain(`href="${link}"`);

    const confirmed = await post("/subscriptions/confirm", { token: tokenIn(link) });
    expect(confirmed.statusCode).toBe(200);
    expect(subscriptionOutcomeSchema.parse(confirmed.json()).status).toBe("confirmed");
    const [row] = await rows();
    expect(row).toMatchObject({ status: "confirmed" });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // A second click on the same link shows the same success.
    expect((await post("/subscriptions/confirm", { token: tokenIn(link) })).statusCode).toBe(200);
  });

  it("keeps only hashes of the tokens", async () => {
    await subscribeAs("hash.check@operator.example");
    const mail = await deliveredConfirmation("hash.check@operator.example");
    const token = tokenIn(confirmLink(mail));
    const [row] = await rows();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(tokenIn(unsubscribeLink(mail)));
  });

  it("puts a one-click unsubscribe link and the RFC 8058 headers in every mail", async () => {
    await subscribeAs("leo@operator.example");
    const mail = await deliveredConfirmation("leo@operator.example");
    const pageLink = unsubscribeLink(mail);
    expect(pageLink).toMatch(new RegExp(`^${SITE}/subscriptions/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`));
    const token = tokenIn(pageLink);
    expect(mail.header("list-unsubscribe")).toBe(
      `<${API}/subscriptions/unsubscribe/one-click?token=${token}>`,
    );
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain("Tigné Place");
  });

  it("answers every subscribe the same way and never mails a confirmed address again", async () => {
    const first = await subscribeAs("same@operator.example");
    const link = confirmLink(await deliveredConfirmation("same@operator.example"));
    await post("/subscriptions/confirm", { token: tokenIn(link) });
    catcher.clear();
    const again = await subscribeAs("same@operator.example");
    const stranger = await subscribeAs("stranger@operator.example");
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual(first.json());
    expect(stranger.json()).toEqual(first.json());
    await deliverOutbox(db(), catcher, app.config.mail.from);
    expect(catcher.mails.map((mail) => mail.recipients[0])).toEqual(["stranger@operator.example"]);
    expect((await rows()).find((row) => row.email === "same@operator.example")?.status).toBe("confirmed");
  });

  it("re-sends the confirmation of a pending address at most every 10 minutes, and the new link replaces the old", async () => {
    await subscribeAs("pending@operator.example");
    const oldLink = confirmLink(await deliveredConfirmation("pending@operator.example"));
    await subscribeAs("pending@operator.example");
    expect(await outbox()).toHaveLength(1);

    await db()
      .update(subscriptions)
      .set({ consentAt: new Date(Date.now() - CONFIRMATION_RESEND_AFTER_MS - 1000) });
    catcher.clear();
    await subscribeAs("pending@operator.example");
    expect(await outbox()).toHaveLength(2);
    const newLink = confirmLink(await deliveredConfirmation("pending@operator.example"));
    expect(newLink).not.toBe(oldLink);
    expect((await post("/subscriptions/confirm", { token: tokenIn(oldLink) })).statusCode).toBe(404);
    expect((await post("/subscriptions/confirm", { token: tokenIn(newLink) })).statusCode).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it("unsubscribes with the page's token, again harmlessly, and a later subscribe starts over", async () => {
    await subscribeAs("bye@operator.example");
    const mail = await deliveredConfirmation("bye@operator.example");
    await post("/subscriptions/confirm", { token: tokenIn(confirmLink(mail)) });
    const token = tokenIn(unsubscribeLink(mail));
    const response = await post("/subscriptions/unsubscribe", { token });
    expect(response.statusCode).toBe(200);
    expect(subscriptionOutcomeSchema.parse(response.json()).status).toBe("unsubscribed");
    expect((await post("/subscriptions/unsubscribe", { token })).statusCode).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "unsubscribed", confirmTokenHash: null });
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    // The old confirmation link cannot bring the address back.
    expect((await post("/subscriptions/confirm", { token: tokenIn(confirmLink(mail)) })).statusCode).toBe(
      404,
    );

    catcher.clear();
    await subscribeAs("bye@operator.example");
    const fresh = await deliveredConfirmation("bye@operator.example");
    expect((await rows())[0]?.status).toBe("pending");
    expect(tokenIn(unsubscribeLink(fresh))).toBe(token);
    expect((await post("/subscriptions/confirm", { token: tokenIn(confirmLink(fresh)) })).statusCode).toBe(
      200,
    );
  });

  it("accepts the RFC 8058 one-click POST and sends a browser's GET on to the site", async () => {
    await subscribeAs("oneclick@operator.example");
    const mail = await deliveredConfirmation("oneclick@operator.example");
    const target = /<([^>]+)>/.exec(mail.header("list-unsubscribe") ?? "")?.[1] ?? "";
    const path = target.replace(API, "/v1");

    const opened = await app.inject({ method: "GET", url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(unsubscribeLink(mail));
    expect((await rows())[0]?.status).toBe("pending");

    const form = await app.inject({
      method: "POST",
      url: path,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.statusCode).toBe(200);
    expect((await rows())[0]?.status).toBe("unsubscribed");
    const multipart = await app.inject({
      method: "POST",
      url: path,
      payload: '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      headers: { "content-type": "multipart/form-data; boundary=b" },
    });
    expect(multipart.statusCode).toBe(200);
  });

  it("expires a confirmation link after 7 days and deletes the stale sign-up on the next subscribe", async () => {
    await subscribeAs("late@operator.example");
    const link = confirmLink(await deliveredConfirmation("late@operator.example"));
    await db()
      .update(subscriptions)
      .set({ consentAt: new Date(Date.now() - CONFIRMATION_WINDOW_MS - 60_000) });
    const expired = await post("/subscriptions/confirm", { token: tokenIn(link) });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/expired/);

    await subscribeAs("someone.else@operator.example");
    expect((await rows()).map((row) => row.email)).toEqual(["someone.else@operator.example"]);
  });

  it("answers 404 for unknown tokens and 400 for malformed ones or bad fields", async () => {
    const unknown = "A".repeat(43);
    expect((await post("/subscriptions/confirm", { token: unknown })).statusCode).toBe(404);
    const gone = await post("/subscriptions/unsubscribe", { token: unknown });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/press@quillspin\.games/);
    const malformed = await post("/subscriptions/confirm", { token: "short" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^body\.token: This link is incomplete/);
    const badEmail = await post("/subscriptions", { email: "nobody", consent: true });
    expect(badEmail.json().message).toMatch(/^body\.email: Enter a valid email address/);
    const noConsent = await post("/subscriptions", { email: "a@b.example" });
    expect(noConsent.json().message).toMatch(/^body\.consent: Agree to the privacy policy to subscribe/);
    const plain = await app.inject({
      method: "POST",
      url: "/v1/subscriptions",
      payload: "email=a@b.example",
      headers: { "content-type": "text/plain" },
    });
    expect(plain.statusCode).toBe(415);
  });

  it("answers a filled honeypot like anyone else and keeps nothing", async () => {
    const response = await post("/subscriptions", { email: "bot@spam.example", consent: true, website: "x" });
    expect(response.statusCode).toBe(202);
    expect(await rows()).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it("keeps one subscription when the same address subscribes concurrently", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => subscribeAs("race@operator.example")),
    );
    expect(responses.every((response) => response.statusCode === 202)).toBe(true);
    expect(await rows()).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
    const [row] = await rows();
    expect(
      await db()
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, row?.email ?? "")),
    ).toHaveLength(1);
  });
});
