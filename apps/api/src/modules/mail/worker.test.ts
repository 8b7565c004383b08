import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { FIRST_DATABASE_OPEN_MS } from "../../../test/support/contact";
import { MailCatcher } from "../../../test/support/mail-catcher";
import { deliverOutbox, quietMailLog } from "../../../test/support/mail-delivery";
import type { App } from "../../app";
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from "./delivery-schedule";
import { mailOutbox } from "./mail.tables";
import { smtpTransport } from "./mail-transport";
import { enqueueMail } from "./outbox";
import { MailWorker } from "./worker";

const FROM = "Quillspin Games <no-reply@quillspin.games>";

describe("mail worker", () => {
  let app: App;
  let catcher: MailCatcher;
  beforeAll(async () => {
    app = await buildTestApp();
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
  const rows = () => db().select().from(mailOutbox).orderBy(mailOutbox.createdAt);
  const enqueue = (n: number, extra: Partial<Parameters<typeof enqueueMail>[1]> = {}) =>
    enqueueMail(db(), {
      kind: "test.note",
      to: `reader${n}@operator.example`,
      subject: `Release note ${n}`,
      text: `Plain text ${n}`,
      html: `<p>HTML ${n}</p>`,
      ...extra,
    });

  it("delivers a due mail over SMTP with a Message-ID made from its row id, and marks it sent", async () => {
    await enqueue(1, { headers: { "Reply-To": "ana@operator.example" } });
    const round = await deliverOutbox(db(), catcher, FROM);
    expect(round).toEqual({ sent: 1, failed: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, leaseUntil: null, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    const mail = await catcher.waitFor(() => true);
    expect(mail.recipients).toEqual(["reader1@operator.example"]);
    expect(mail.header("message-id")).toBe(`<${row?.id}@quillspin.games>`);
    expect(mail.header("from")).toContain("no-reply@quillspin.games");
    expect(mail.header("reply-to")).toBe("ana@operator.example");
    expect(mail.header("subject")).toBe("Release note 1");
    expect(mail.text.trim()).toBe("Plain text 1");
    expect(mail.html).toContain("<p>HTML 1</p>");
  });

  it("keeps a refused mail pending, retries it after the back-off and then sends it", async () => {
    await enqueue(2);
    catcher.refuseNext(1);
    expect(await deliverOutbox(db(), catcher, FROM)).toEqual({ sent: 0, failed: 1 });
    const [afterFailure] = await rows();
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1, leaseUntil: null });
    expect(afterFailure?.lastError).toMatch(/451/);
    const [{ wait } = { wait: 0 }] = await db()
      .select({ wait: sql<string>`extract(epoch from (${mailOutbox.nextAttemptAt} - now())) * 1000` })
      .from(mailOutbox);
    expect(Number(wait)).toBeGreaterThan(25_000);
    expect(Number(wait)).toBeLessThanOrEqual(30_000);

    // Not due yet: a round now sends nothing.
    expect(await deliverOutbox(db(), catcher, FROM)).toEqual({ sent: 0, failed: 0 });
    await db().update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await deliverOutbox(db(), catcher, FROM)).toEqual({ sent: 1, failed: 0 });
    const [delivered] = await rows();
    expect(delivered).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(catcher.mails).toHaveLength(1);
  });

  it("backs off exponentially from 30 s and never waits more than an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(MAX_MAIL_ATTEMPTS)).toBe(3_600_000);
  });

  it("marks a mail failed after the last attempt, for a person to look at", async () => {
    await enqueue(3);
    await db()
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 });
    catcher.refuseNext(1);
    await deliverOutbox(db(), catcher, FROM);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    expect(await deliverOutbox(db(), catcher, FROM)).toEqual({ sent: 0, failed: 0 });
  });

  it("resends a mail whose worker crashed mid-send, with the same Message-ID", async () => {
    await enqueue(4);
    const [row] = await rows();
    await db()
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, leaseUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, row?.id ?? ""));
    expect(await deliverOutbox(db(), catcher, FROM)).toEqual({ sent: 0, failed: 0 });
    await db().update(mailOutbox).set({ leaseUntil: sql`now() - interval '1 second'` });
    expect(await deliverOutbox(db(), catcher, FROM)).toEqual({ sent: 1, failed: 0 });
    expect(catcher.mails[0]?.header("message-id")).toBe(`<${row?.id}@quillspin.games>`);
  });

  it("never lets two workers send the same mail", async () => {
    for (let n = 0; n < 30; n++) await enqueue(100 + n);
    const workers = [1, 2, 3].map(
      () =>
        new MailWorker({
          db: db(),
          transport: smtpTransport(catcher.url),
          from: FROM,
          log: quietMailLog,
          batchSize: 8,
        }),
    );
    for (let round = 0; round < 6; round++) await Promise.all(workers.map((w) => w.deliverDueMail()));
    await Promise.all(workers.map((w) => w.stop()));
    const ids = catcher.mails.map((mail) => mail.header("message-id"));
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("runs on its own once started and stops cleanly", async () => {
    const worker = new MailWorker({
      db: db(),
      transport: smtpTransport(catcher.url),
      from: FROM,
      log: quietMailLog,
      pollIntervalMs: 20,
    });
    worker.start();
    await enqueue(5);
    const mail = await catcher.waitFor((m) => m.header("subject") === "Release note 5");
    expect(mail.recipients).toEqual(["reader5@operator.example"]);
    await worker.stop();
    await enqueue(6);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(catcher.mails).toHaveLength(1);
  });

  it("stores a second mail with the same dedupe key once", async () => {
    await enqueue(7, { dedupeKey: "test.note:7" });
    await enqueue(7, { dedupeKey: "test.note:7" });
    expect(await rows()).toHaveLength(1);
  });
});
