import { sessionTokensSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import {
  goodPassword,
  mailsTo,
  otherGoodPassword,
  signedIn,
  signIn,
  uniqueAddress,
} from "../../../test/support/accounts";
import type { App } from "../../app";

/** Many argon2 checks in a row; slower when other test files share the machine. */
const argon2Heavy = { timeout: 30_000 };

describe("POST /v1/auth/change-password", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const change = (authorization: string, currentPassword: string, newPassword: string) =>
    app.inject({
      method: "POST",
      url: "/v1/auth/change-password",
      headers: { authorization },
      payload: { currentPassword, newPassword },
    });

  it("changes the password, signs out the other sessions and keeps this device signed in", async () => {
    const { account, headers, tokens } = await signedIn(app, { status: "pending" });
    const otherDevice = await signIn(app, account.email);
    const response = await change(headers.authorization, goodPassword, otherGoodPassword);
    expect(response.statusCode).toBe(200);
    const fresh = sessionTokensSchema.parse(response.json());

    const meWith = (token: string) =>
      app.inject({ method: "GET", url: "/v1/auth/me", headers: { authorization: `Bearer ${token}` } });
    expect((await meWith(fresh.accessToken)).statusCode).toBe(200);
    expect((await meWith(tokens.accessToken)).statusCode).toBe(401);
    expect((await meWith(otherDevice.accessToken)).statusCode).toBe(401);

    const oldLogin = await app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email: account.email, password: goodPassword },
      remoteAddress: uniqueAddress(),
    });
    expect(oldLogin.statusCode).toBe(401);
    const [mail] = await mailsTo(app.database.db, account.email);
    expect(mail).toMatchObject({
      kind: "auth.password-changed",
      subject: "Your Quillspin Games password was changed",
    });
  });

  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const { account, headers } = await signedIn(app);
    const response = await change(headers.authorization, "not my password", otherGoodPassword);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("body.currentPassword: The current password is not correct.");
    await signIn(app, account.email, goodPassword);
  });

  it("refuses a weak new password", async () => {
    const { headers } = await signedIn(app);
    const response = await change(headers.authorization, goodPassword, "iloveyou1234");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.newPassword: This password is on a list/);
  });

  it("refuses a new password that is invisible, easy to guess or the account's own name", async () => {
    const { account, headers } = await signedIn(app);
    for (const [next, reason] of [
      ["\u200b".repeat(12), /^body\.newPassword: Use letters, digits or symbols you can see/],
      ["ä".repeat(12), /^body\.newPassword: This password would be easy to guess\. /],
      [
        `${account.name} ${account.name}`,
        /^body\.newPassword: Choose a password that does not contain your name/,
      ],
    ] as const) {
      const response = await change(headers.authorization, goodPassword, next);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(reason);
    }
    await signIn(app, account.email, goodPassword);
  });

  it("counts wrong current passwords with the account's failed sign-ins", argon2Heavy, async () => {
    const { headers } = await signedIn(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await change(headers.authorization, "a wrong password", otherGoodPassword)).statusCode).toBe(
        400,
      );
    }
    const refused = await change(headers.authorization, goodPassword, otherGoodPassword);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("needs a signed-in caller", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/change-password",
      payload: { currentPassword: goodPassword, newPassword: otherGoodPassword },
    });
    expect(response.statusCode).toBe(401);
  });
});
