import { getTableName, type Table } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE_ORIGIN } from "../../../test/app";
import { testDatabase } from "../../../test/database";
import { createAccount, mailsTo, uniqueAddress, uniqueEmail } from "../../../test/support/accounts";
import { FIRST_DATABASE_OPEN_MS } from "../../../test/support/contact";
import { MailCatcher } from "../../../test/support/mail-catcher";
import { deliverOutbox } from "../../../test/support/mail-delivery";
import { type App, build } from "../../app";
import { loadApiConfig } from "../../config/env";
import type { Database, Db } from "../../db/database";
import { mailOutbox } from "../mail/mail.tables";
import { passwordResets } from "./accounts.tables";
import { resolveResetRequests } from "./password-reset-queue";
import { passwordResetRequests } from "./password-reset-requests.tables";

/**
 * The worker's database with every call the app makes on the Drizzle handle written down, as
 * `insert password_reset_requests` or `select`: what a request asks of the database before it is
 * answered, independent of how fast the machine happens to be.
 */
function recording(database: Database): { database: Database; calls: string[] } {
  const calls: string[] = [];
  const operations = new Set([
    "select",
    "selectDistinct",
    "insert",
    "update",
    "delete",
    "execute",
    "transaction",
  ]);
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === "query") calls.push("query");
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== "string" || !operations.has(property) || typeof value !== "function")
        return value;
      return (...args: unknown[]) => {
        const [table] = args;
        const isTable = ["insert", "update", "delete"].includes(property);
        calls.push(isTable ? `${property} ${getTableName(table as Table)}` : property);
        return value.apply(target, args);
      };
    },
  }) as Db;
  return { database: { ...database, db }, calls };
}

async function appOn(database: Database): Promise<App> {
  const config = loadApiConfig({ SITE_URL: TEST_SITE_ORIGIN, NODE_ENV: "test" });
  const app = await build({ config, database, logger: false });
  await app.ready();
  return app;
}

const forgot = (app: App, email: string) =>
  app.inject({
    method: "POST",
    url: "/v1/auth/forgot-password",
    payload: { email },
    remoteAddress: uniqueAddress(),
  });

describe("POST /v1/auth/forgot-password answers before any account work", () => {
  let app: App;
  let calls: string[];
  let catcher: MailCatcher;
  beforeAll(async () => {
    const recorded = recording(await testDatabase());
    calls = recorded.calls;
    app = await appOn(recorded.database);
    catcher = await MailCatcher.start();
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(async () => {
    await catcher?.close();
    await app?.close();
  });

  it("does the same single insert for a known and an unknown address, and nothing else", async () => {
    const account = await createAccount(app.database.db);
    const unknown = uniqueEmail("nobody");
    const work: Record<string, string[]> = {};
    for (const email of [account.email, unknown]) {
      calls.length = 0;
      expect((await forgot(app, email)).statusCode).toBe(202);
      work[email] = [...calls];
    }
    expect(work[account.email]).toEqual(["insert password_reset_requests"]);
    expect(work[unknown]).toEqual(work[account.email]);

    // Answered, and nothing about the account was read or written yet: both wait in the queue.
    const queued = await app.database.db.select().from(passwordResetRequests);
    expect(queued.map((request) => request.email).sort()).toEqual([account.email, unknown].sort());
    expect(await app.database.db.select().from(passwordResets)).toEqual([]);
    expect(await app.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("then mails the known address a link and sends nothing for the unknown one", async () => {
    const account = await createAccount(app.database.db);
    const unknown = uniqueEmail("nobody");
    await forgot(app, account.email);
    await forgot(app, unknown);
    expect(await resolveResetRequests(app.database.db, app.config.siteUrl)).toBe(2);
    expect(await app.database.db.select().from(passwordResetRequests)).toEqual([]);
    expect(await mailsTo(app.database.db, unknown)).toEqual([]);

    expect(await deliverOutbox(app.database.db, catcher, app.config.mail.from)).toEqual({
      sent: 1,
      failed: 0,
    });
    const mail = await catcher.waitFor((received) => received.recipients.includes(account.email));
    expect(mail.header("subject")).toBe("Reset your Quillspin Games password");
    expect(mail.links.some((link) => link.startsWith(`${TEST_SITE_ORIGIN}/reset-password?token=`))).toBe(
      true,
    );
    expect(catcher.mails.filter((received) => received.recipients.includes(unknown))).toEqual([]);
  });
});

describe("a reset request accepted just before a restart", () => {
  it("is resolved by the next API process once it serves", async () => {
    const database = await testDatabase();
    const account = await createAccount(database.db);
    const before = await appOn(database);
    expect((await forgot(before, account.email)).statusCode).toBe(202);
    await before.close();
    expect(await database.db.select().from(passwordResetRequests)).toHaveLength(1);
    expect(await mailsTo(database.db, account.email)).toEqual([]);

    const after = await appOn(database);
    try {
      await after.listen({ host: "127.0.0.1", port: 0 });
      await expect
        .poll(async () => (await mailsTo(database.db, account.email)).map((mail) => mail.kind), {
          timeout: 10_000,
        })
        .toEqual(["auth.reset"]);
      expect(await database.db.select().from(passwordResetRequests)).toEqual([]);
    } finally {
      await after.close();
    }
  });
});
