import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp } from "../../../test/app";
import { FIRST_DATABASE_OPEN_MS, testMailSettings, withoutRateLimits } from "../../../test/support/contact";
import type { App } from "../../app";
import { openPostgres } from "../../db/database";
import { mailOutbox } from "../mail/mail.tables";
import { enqueueMail } from "../mail/outbox";
import { hashToken, unsubscribeTokenFor } from "./subscription-tokens";
import {
  applySubscriptionRetention,
  CONFIRMATION_WINDOW_MS,
  consentHistoryOf,
  ERASE_ADDRESS_AFTER_MS,
  erasedEmail,
  RETENTION_LOCK_ID,
} from "./subscriptions.retention";
import { type RetentionLog, scheduleSubscriptionRetention } from "./subscriptions.retention-schedule";
import { subscriptions } from "./subscriptions.tables";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const nothing = { deletedPending: 0, erased: 0, deletedRecords: 0 };

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

describe("newsletter retention", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ ...withoutRateLimits, mail: testMailSettings });
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app?.close());

  const db = () => app.database.db;
  const post = (url: string, payload: object) => app.inject({ method: "POST", url: `/v1${url}`, payload });
  const subscribeAs = (email: string) => post("/subscriptions", { email, consent: true });
  const rowOf = async (id: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
  const rowFor = async (email: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.email, email)))[0];
  const emails = async () =>
    (await db().select({ email: subscriptions.email }).from(subscriptions)).map((row) => row.email).sort();
  const outboxFor = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const unsubscribeToken = (id: string) => unsubscribeTokenFor(id, app.config.authSecret);

  /** The token in the newest confirmation mail to an address, as its reader would click it. */
  async function confirmTokenFor(email: string): Promise<string> {
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "subscription.confirm")))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = /\/subscriptions\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error(`no confirmation mail to ${email}`);
    return token;
  }

  /** Subscribes, confirms and unsubscribes through the API, as a reader does; answers the row's id. */
  async function subscribeThenLeave(email: string): Promise<string> {
    expect((await subscribeAs(email)).statusCode).toBe(202);
    expect((await post("/subscriptions/confirm", { token: await confirmTokenFor(email) })).statusCode).toBe(
      200,
    );
    const id = (await rowFor(email))?.id ?? "";
    expect((await post("/subscriptions/unsubscribe", { token: unsubscribeToken(id) })).statusCode).toBe(200);
    return id;
  }

  const withdrawnAt = (id: string, unsubscribedAt: Date) =>
    db().update(subscriptions).set({ unsubscribedAt }).where(eq(subscriptions.id, id));

  /** A row written straight to the table, for states that take days or years to reach. */
  async function place(email: string, fields: Partial<typeof subscriptions.$inferInsert>) {
    const id = fields.id ?? randomUUID();
    const [row] = await db()
      .insert(subscriptions)
      .values({
        id,
        email,
        status: "pending",
        unsubscribeTokenHash: hashToken(unsubscribeToken(id)),
        consentAt: new Date(),
        ...fields,
      })
      .returning();
    if (!row) throw new Error("row not written");
    return row;
  }

  it("deletes sign-ups left unconfirmed for more than 7 days, with their confirmation mails", async () => {
    const now = new Date();
    await subscribeAs("fresh@operator.example");
    await subscribeAs("stale@operator.example");
    await place("loyal@operator.example", {
      status: "confirmed",
      consentAt: before(now, CONFIRMATION_WINDOW_MS + HOUR_MS),
      confirmedAt: before(now, CONFIRMATION_WINDOW_MS),
    });
    const setConsent = (email: string, consentAt: Date) =>
      db().update(subscriptions).set({ consentAt }).where(eq(subscriptions.email, email));
    await setConsent("fresh@operator.example", before(now, 6 * DAY_MS + 23 * HOUR_MS));
    await setConsent("stale@operator.example", before(now, 7 * DAY_MS + HOUR_MS));

    expect(await applySubscriptionRetention(db(), now)).toEqual({ ...nothing, deletedPending: 1 });
    expect(await emails()).toEqual(["fresh@operator.example", "loyal@operator.example"]);
    expect(await outboxFor("stale@operator.example")).toEqual([]);
    expect(await outboxFor("fresh@operator.example")).toHaveLength(1);
  });

  it("erases the address within 30 days of a withdrawal and keeps the record of consent and withdrawal", async () => {
    const now = new Date();
    const goneId = await subscribeThenLeave("gone@operator.example");
    const recentId = await subscribeThenLeave("recent@operator.example");
    await withdrawnAt(goneId, before(now, 29 * DAY_MS + HOUR_MS));
    await withdrawnAt(recentId, before(now, 28 * DAY_MS + 23 * HOUR_MS));
    // The same person may hold a partner account: mail that is not the newsletter's is not ours to delete.
    await enqueueMail(db(), {
      kind: "auth.reset",
      to: "gone@operator.example",
      subject: "Reset your password",
      text: "Open the link to choose a new password.",
    });
    const withdrawn = await rowOf(goneId);

    expect(await applySubscriptionRetention(db(), now)).toEqual({ ...nothing, erased: 1 });

    const record = await rowOf(goneId);
    expect(record?.email).toBe(`erased:${sha256("gone@operator.example")}:${goneId}`);
    expect(record?.email).toMatch(/^erased:[0-9a-f]{64}:[0-9a-f-]{36}$/);
    expect(JSON.stringify(record)).not.toContain("gone@");
    expect(record).toMatchObject({
      status: "unsubscribed",
      confirmTokenHash: null,
      consentAt: withdrawn?.consentAt,
      confirmedAt: withdrawn?.confirmedAt,
      unsubscribedAt: withdrawn?.unsubscribedAt,
    });
    expect(record?.confirmedAt).toBeInstanceOf(Date);
    expect(record?.unsubscribeTokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(record?.unsubscribeTokenHash).not.toBe(withdrawn?.unsubscribeTokenHash);
    expect((await outboxFor("gone@operator.example")).map((mail) => mail.kind)).toEqual(["auth.reset"]);

    expect((await rowOf(recentId))?.email).toBe("recent@operator.example");
    expect(await outboxFor("recent@operator.example")).toHaveLength(1);
    // The studio can still answer the person who asks what happened to their consent.
    expect((await consentHistoryOf(db(), "  Gone@Operator.example ")).map((row) => row.id)).toEqual([goneId]);
  });

  it("deletes the records three years after the withdrawal, and never a subscription in use", async () => {
    const now = new Date();
    const threeYears = yearsBefore(now, 3);
    const keptId = randomUUID();
    const expiredId = randomUUID();
    await place(erasedEmail("kept@operator.example", keptId), {
      id: keptId,
      status: "unsubscribed",
      consentAt: yearsBefore(now, 4),
      unsubscribedAt: new Date(threeYears.getTime() + DAY_MS),
    });
    await place(erasedEmail("expired@operator.example", expiredId), {
      id: expiredId,
      status: "unsubscribed",
      consentAt: yearsBefore(now, 4),
      unsubscribedAt: new Date(threeYears.getTime() - DAY_MS),
    });
    // Left over from before the schedule ran: erased and then deleted in the same run.
    await place("forgotten@operator.example", {
      status: "unsubscribed",
      consentAt: yearsBefore(now, 4),
      unsubscribedAt: new Date(threeYears.getTime() - DAY_MS),
    });
    await place("faithful@operator.example", {
      status: "confirmed",
      consentAt: yearsBefore(now, 5),
      confirmedAt: yearsBefore(now, 5),
    });

    expect(await applySubscriptionRetention(db(), now)).toEqual({
      deletedPending: 0,
      erased: 1,
      deletedRecords: 2,
    });
    expect(await emails()).toEqual(
      [erasedEmail("kept@operator.example", keptId), "faithful@operator.example"].sort(),
    );
  });

  it("changes nothing when it runs again", async () => {
    const now = new Date();
    await place("stale@operator.example", { consentAt: before(now, CONFIRMATION_WINDOW_MS + HOUR_MS) });
    await place("left@operator.example", {
      status: "unsubscribed",
      consentAt: before(now, 90 * DAY_MS),
      unsubscribedAt: before(now, ERASE_ADDRESS_AFTER_MS + HOUR_MS),
    });
    const oldId = randomUUID();
    await place(erasedEmail("old@operator.example", oldId), {
      id: oldId,
      status: "unsubscribed",
      consentAt: yearsBefore(now, 5),
      unsubscribedAt: yearsBefore(now, 4),
    });
    await place("reader@operator.example", { status: "confirmed", confirmedAt: now });

    expect(await applySubscriptionRetention(db(), now)).toEqual({
      deletedPending: 1,
      erased: 1,
      deletedRecords: 1,
    });
    const after = await db().select().from(subscriptions).orderBy(subscriptions.id);
    expect(await applySubscriptionRetention(db(), now)).toEqual(nothing);
    expect(await db().select().from(subscriptions).orderBy(subscriptions.id)).toEqual(after);
  });

  it("gives an address that subscribes again before its erasure its own subscription back", async () => {
    const now = new Date();
    const id = await subscribeThenLeave("returning@operator.example");
    await withdrawnAt(id, before(now, 28 * DAY_MS));
    expect(await applySubscriptionRetention(db(), now)).toEqual(nothing);

    expect((await subscribeAs("returning@operator.example")).statusCode).toBe(202);
    const token = await confirmTokenFor("returning@operator.example");
    expect((await post("/subscriptions/confirm", { token })).statusCode).toBe(200);
    expect(await rowFor("returning@operator.example")).toMatchObject({
      id,
      status: "confirmed",
      unsubscribedAt: null,
    });
    expect(await db().select().from(subscriptions)).toHaveLength(1);
    // Even 31 days later nothing is erased: the subscription is in use again.
    expect(await applySubscriptionRetention(db(), new Date(now.getTime() + 31 * DAY_MS))).toEqual(nothing);
    // The unsubscribe link of the first mails still works.
    expect((await post("/subscriptions/unsubscribe", { token: unsubscribeToken(id) })).statusCode).toBe(200);
    expect((await rowOf(id))?.status).toBe("unsubscribed");
  });

  it("keeps an address that subscribed again after the erasure period but before the job got to it", async () => {
    const now = new Date();
    const id = await subscribeThenLeave("prompt@operator.example");
    await withdrawnAt(id, before(now, 45 * DAY_MS));
    expect((await subscribeAs("prompt@operator.example")).statusCode).toBe(202);
    expect(await applySubscriptionRetention(db(), now)).toEqual(nothing);
    expect(await rowOf(id)).toMatchObject({ email: "prompt@operator.example", status: "pending" });
  });

  it("starts a new subscription for an address that subscribes again after its erasure, and keeps both records", async () => {
    const now = new Date();
    const address = "again@operator.example";
    const firstId = await subscribeThenLeave(address);
    const firstConfirmToken = await confirmTokenFor(address);
    await withdrawnAt(firstId, before(now, 31 * DAY_MS));
    expect(await applySubscriptionRetention(db(), now)).toEqual({ ...nothing, erased: 1 });
    const firstRecord = await rowOf(firstId);

    // The old links lead nowhere: the record is nobody's subscription.
    expect((await post("/subscriptions/confirm", { token: firstConfirmToken })).statusCode).toBe(404);
    expect((await post("/subscriptions/unsubscribe", { token: unsubscribeToken(firstId) })).statusCode).toBe(
      404,
    );
    const oneClick = await app.inject({
      method: "POST",
      url: `/v1/subscriptions/unsubscribe/one-click?token=${unsubscribeToken(firstId)}`,
    });
    expect(oneClick.statusCode).toBe(404);

    expect((await subscribeAs(address)).statusCode).toBe(202);
    const second = await rowFor(address);
    expect(second).toMatchObject({ status: "pending" });
    expect(second?.id).not.toBe(firstId);
    expect((await post("/subscriptions/confirm", { token: await confirmTokenFor(address) })).statusCode).toBe(
      200,
    );
    // An old mail's link still answers "not valid", and never claims to unsubscribe the new subscription.
    expect((await post("/subscriptions/unsubscribe", { token: unsubscribeToken(firstId) })).statusCode).toBe(
      404,
    );
    expect((await rowFor(address))?.status).toBe("confirmed");
    expect(await rowOf(firstId)).toEqual(firstRecord);

    const secondId = second?.id ?? "";
    expect((await post("/subscriptions/unsubscribe", { token: unsubscribeToken(secondId) })).statusCode).toBe(
      200,
    );
    await withdrawnAt(secondId, before(now, 31 * DAY_MS));
    expect(await applySubscriptionRetention(db(), now)).toEqual({ ...nothing, erased: 1 });
    const history = await consentHistoryOf(db(), address);
    expect(history.map((row) => row.email).sort()).toEqual(
      [erasedEmail(address, firstId), erasedEmail(address, secondId)].sort(),
    );
  });

  it("refuses an address shaped like an erased record at the subscribe form", async () => {
    const response = await subscribeAs(`erased:${sha256("x@operator.example")}@operator.example`);
    expect(response.statusCode).toBe(400);
    expect(await emails()).toEqual([]);
  });

  // PGlite is one embedded connection whose queries run one after another: no second session can
  // hold the lock while a run asks for it, so this case needs PostgreSQL.
  it.runIf(process.env.TEST_DATABASE_KIND === "postgres")(
    "skips the run while another instance holds the lock",
    async () => {
      const now = new Date();
      await place("stale@operator.example", { consentAt: before(now, CONFIRMATION_WINDOW_MS + HOUR_MS) });
      const whileHeld = await db().transaction(async (otherInstance) => {
        await otherInstance.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_ID})`);
        return applySubscriptionRetention(db(), now);
      });
      expect(whileHeld).toBeNull();
      expect(await emails()).toEqual(["stale@operator.example"]);
      expect(await applySubscriptionRetention(db(), now)).toEqual({ ...nothing, deletedPending: 1 });
    },
  );

  describe("schedule", () => {
    function recordingLog() {
      const entries: { level: "info" | "error"; details: object; message: string }[] = [];
      const log: RetentionLog = {
        info: (details, message) => entries.push({ level: "info", details, message }),
        error: (details, message) => entries.push({ level: "error", details, message }),
      };
      return { log, entries };
    }
    const staleSignUp = (email: string) =>
      place(email, { consentAt: before(new Date(), CONFIRMATION_WINDOW_MS + HOUR_MS) });

    it("applies the rules at start and logs what changed", async () => {
      await staleSignUp("stale@operator.example");
      const { log, entries } = recordingLog();
      const schedule = scheduleSubscriptionRetention(db(), log);
      await schedule.stop();
      expect(await emails()).toEqual([]);
      expect(entries).toEqual([
        {
          level: "info",
          details: { ...nothing, deletedPending: 1 },
          message: "newsletter retention applied",
        },
      ]);
    });

    it("runs again every interval, logs only runs that changed something, and stops", async () => {
      const { log, entries } = recordingLog();
      const schedule = scheduleSubscriptionRetention(db(), log, 40);
      try {
        await staleSignUp("first@operator.example");
        await vi.waitFor(async () => expect(await emails()).toEqual([]), { timeout: 10_000 });
        await staleSignUp("second@operator.example");
        await vi.waitFor(async () => expect(await emails()).toEqual([]), { timeout: 10_000 });
        // Several more intervals with nothing to do.
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        await schedule.stop();
      }
      expect(entries.map((entry) => entry.details)).toEqual([
        { ...nothing, deletedPending: 1 },
        { ...nothing, deletedPending: 1 },
      ]);

      await staleSignUp("after@operator.example");
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await emails()).toEqual(["after@operator.example"]);
      expect(entries).toHaveLength(2);
    });

    it("logs a failed run as an error and tries again at the next interval", async () => {
      const unreachable = openPostgres({ url: "postgres://nobody@127.0.0.1:1/none", maxConnections: 1 });
      const { log, entries } = recordingLog();
      const schedule = scheduleSubscriptionRetention(unreachable.db, log, 40);
      try {
        await vi.waitFor(() => expect(entries.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
      } finally {
        await schedule.stop();
        await unreachable.close();
      }
      expect(new Set(entries.map((entry) => `${entry.level}: ${entry.message}`))).toEqual(
        new Set(["error: newsletter retention failed"]),
      );
    });
  });
});
