import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import {
  createAccount,
  goodPassword,
  mailsTo,
  otherGoodPassword,
  signIn,
  uniqueAddress,
  uniqueEmail,
} from "../../../test/support/accounts";
import type { App } from "../../app";
import { mailOutbox } from "../mail/mail.tables";
import { passwordResets } from "./accounts.tables";
import { resolveResetRequests } from "./password-reset-queue";

/** Up to a hundred argon2 checks in a row: 3 s alone, 30 s on two cores shared six ways (issue 31). */
const argon2Heavy = { timeout: 90_000 };

describe("password recovery: /v1/auth/forgot-password and /reset-password", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  /** Asks for a link, then resolves the queue as a serving API would right after answering. */
  async function forgot(email: string, remoteAddress = uniqueAddress()) {
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/forgot-password",
      payload: { email },
      remoteAddress,
    });
    await resolveResetRequests(app.database.db, app.config.siteUrl);
    return response;
  }
  const reset = (token: string, password: string, remoteAddress = uniqueAddress()) =>
    app.inject({
      method: "POST",
      url: "/v1/auth/reset-password",
      payload: { token, password },
      remoteAddress,
    });
  const login = (email: string, password: string) =>
    app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email, password },
      remoteAddress: uniqueAddress(),
    });

  /** The token of the newest reset link mailed to the address. */
  async function mailedToken(email: string): Promise<string> {
    const mails = await app.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "auth.reset")))
      .orderBy(asc(mailOutbox.createdAt));
    const text = mails.at(-1)?.text ?? "";
    const token = /http:\/\/site\.test\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  it("answers 202 with the same message whether or not an account uses the address", async () => {
    const account = await createAccount(app.database.db);
    const known = await forgot(account.email);
    const unknown = await forgot(uniqueEmail("nobody"));
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.headers["cache-control"]).toBe("no-store");
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toBe(
      "If an account uses this address, we have emailed it a link to set a new password. The link works once, for 30 minutes.",
    );
    const [mail] = await mailsTo(app.database.db, account.email);
    expect(mail).toMatchObject({ kind: "auth.reset", subject: "Reset your Quillspin Games password" });
    expect(mail?.text).toContain("expires in 30 minutes");
    expect(await app.database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("stores only the hash of the link, valid for 30 minutes", async () => {
    const account = await createAccount(app.database.db);
    const before = Date.now();
    await forgot(account.email);
    const token = await mailedToken(account.email);
    const [row] = await app.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.accountId, account.id));
    expect(row?.tokenHash).not.toContain(token);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(30 * 60_000 + 5000);
  });

  it("sets the new password, signs out every session and tells the owner", async () => {
    const account = await createAccount(app.database.db);
    const session = await signIn(app, account.email);
    await forgot(account.email);
    const response = await reset(await mailedToken(account.email), otherGoodPassword);
    expect(response.statusCode).toBe(204);

    expect((await login(account.email, goodPassword)).statusCode).toBe(401);
    expect((await login(account.email, otherGoodPassword)).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: "POST",
      url: "/v1/auth/refresh",
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const me = await app.inject({
      method: "GET",
      url: "/v1/auth/me",
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.statusCode).toBe(401);
    const kinds = (await mailsTo(app.database.db, account.email)).map((mail) => mail.kind);
    expect(kinds).toEqual(expect.arrayContaining(["auth.reset", "auth.password-changed"]));
  });

  it("refuses a link that was already used", async () => {
    const account = await createAccount(app.database.db);
    await forgot(account.email);
    const token = await mailedToken(account.email);
    expect((await reset(token, otherGoodPassword)).statusCode).toBe(204);
    const again = await reset(token, "a third good passphrase here");
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "body.token: This password reset link has expired or has already been used. Ask for a new one.",
    );
    expect((await login(account.email, otherGoodPassword)).statusCode).toBe(200);
  });

  it("refuses a link older than 30 minutes", async () => {
    const account = await createAccount(app.database.db);
    await forgot(account.email);
    const token = await mailedToken(account.email);
    await app.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.accountId, account.id));
    const response = await reset(token, otherGoodPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.token: This password reset link has expired/);
    expect((await login(account.email, goodPassword)).statusCode).toBe(200);
  });

  it("retires an earlier link when a new one is asked for", async () => {
    const account = await createAccount(app.database.db);
    await forgot(account.email);
    const first = await mailedToken(account.email);
    await forgot(account.email);
    const second = await mailedToken(account.email);
    expect(second).not.toBe(first);
    expect((await reset(first, otherGoodPassword)).statusCode).toBe(400);
    expect((await reset(second, otherGoodPassword)).statusCode).toBe(204);
  });

  it("keeps the link usable when the new password is refused", async () => {
    const account = await createAccount(app.database.db);
    await forgot(account.email);
    const token = await mailedToken(account.email);
    const weak = await reset(token, "password12345");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^body\.password: This password is on a list/);
    const short = await reset(token, "too short");
    expect(short.json().message).toBe("body.password: Use at least 12 characters");
    // The same rule as at sign-up (issue 25): invisible, easy to guess, or the account's own name.
    const invisible = await reset(token, "\u200b".repeat(12));
    expect(invisible.json().message).toMatch(/^body\.password: Use letters, digits or symbols you can see/);
    const guessable = await reset(token, "ä".repeat(12));
    expect(guessable.json().message).toMatch(/^body\.password: This password would be easy to guess\. /);
    const named = await reset(token, `${account.name} ${account.name} harbour`);
    expect(named.json().message).toMatch(
      /^body\.password: Choose a password that does not contain your name/,
    );
    expect((await reset(token, otherGoodPassword)).statusCode).toBe(204);
  });

  it("refuses unknown and malformed tokens", async () => {
    expect((await reset("C".repeat(43), otherGoodPassword)).statusCode).toBe(400);
    const malformed = await reset("../../etc", otherGoodPassword);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(
      "body.token: This password reset link is not valid. Ask for a new one.",
    );
  });

  it("sends nothing to a disabled account", async () => {
    const account = await createAccount(app.database.db, { status: "disabled" });
    expect((await forgot(account.email)).statusCode).toBe(202);
    expect(await mailsTo(app.database.db, account.email)).toEqual([]);
  });

  it("mails 5 links an hour per address, then answers the same and sends nothing, keeping the newest link", async () => {
    const owner = await createAccount(app.database.db);
    const nobody = uniqueEmail("nobody");
    // A stranger asks five times for each address, each time from another client.
    const strangers = [];
    for (const email of [owner.email, nobody]) {
      for (let attempt = 0; attempt < 5; attempt++) strangers.push(await forgot(email));
    }
    const first = strangers[0];
    for (const answer of strangers) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe(first?.body);
    }
    expect(await mailsTo(app.database.db, owner.email)).toHaveLength(5);
    const newest = await mailedToken(owner.email);

    // The owner asks too: the same answer as for any address, never a 429, and no sixth mail.
    for (const email of [owner.email, nobody]) {
      const asked = await forgot(email);
      expect(asked.statusCode).toBe(202);
      expect(asked.body).toBe(first?.body);
      expect(asked.headers["retry-after"]).toBeUndefined();
    }
    expect(await mailsTo(app.database.db, owner.email)).toHaveLength(5);
    expect(await mailsTo(app.database.db, nobody)).toEqual([]);
    // The newest link mailed still sets the password.
    expect((await reset(newest, otherGoodPassword)).statusCode).toBe(204);
    expect((await login(owner.email, otherGoodPassword)).statusCode).toBe(200);
  });

  it("allows 20 requests an hour per client address", async () => {
    const address = uniqueAddress();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await forgot(uniqueEmail("nobody"), address)).statusCode).toBe(202);
    }
    expect((await forgot(uniqueEmail("nobody"), address)).statusCode).toBe(429);
  });

  it("limits attempts to set a password per client address", async () => {
    const address = uniqueAddress();
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await reset("D".repeat(43), otherGoodPassword, address)).statusCode).toBe(400);
    }
    const refused = await reset("D".repeat(43), otherGoodPassword, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Too many attempts to set a password. Try again in 15 minutes.");
  });

  it("a reset clears the account's failed sign-ins", argon2Heavy, async () => {
    const account = await createAccount(app.database.db);
    const parallelFailures = async () =>
      (await Promise.all([1, 2, 3].map(() => login(account.email, "a wrong password"))))
        .map((response) => response.statusCode)
        .sort();
    for (let attempt = 0; attempt < 10; attempt++) await login(account.email, "a wrong password");
    expect(await parallelFailures()).toEqual([401, 429, 429]);
    await forgot(account.email);
    expect((await reset(await mailedToken(account.email), otherGoodPassword)).statusCode).toBe(204);
    expect(await parallelFailures()).toEqual([401, 401, 401]);
    expect((await login(account.email, otherGoodPassword)).statusCode).toBe(200);
  });
});
