import { meResponseSchema, sessionTokensSchema } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { createAccount, signedIn, signIn } from "../../../test/support/accounts";
import type { App } from "../../app";
import { createAccessTokens } from "./access-tokens";
import { accounts, refreshTokens } from "./accounts.tables";
import { hashOpaqueToken } from "./opaque-tokens";
import { sessionIdleSeconds, sessionLifetimeSeconds } from "./sessions";

describe("sessions: /v1/auth/me, /refresh and /logout", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const me = (accessToken?: string) =>
    app.inject({
      method: "GET",
      url: "/v1/auth/me",
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    });
  const refresh = (refreshToken: string) =>
    app.inject({ method: "POST", url: "/v1/auth/refresh", payload: { refreshToken } });
  const logout = (refreshToken: string) =>
    app.inject({ method: "POST", url: "/v1/auth/logout", payload: { refreshToken } });

  it("answers the profile and status of the signed-in account, never its hash", async () => {
    const { account, tokens } = await signedIn(app, { status: "pending" });
    const response = await me(tokens.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { data } = meResponseSchema.parse(response.json());
    expect(data).toEqual({
      id: account.id,
      email: account.email,
      name: account.name,
      company: account.company,
      jobTitle: account.jobTitle,
      role: "partner",
      status: "pending",
      createdAt: account.createdAt.toISOString(),
      approvedAt: null,
      emailVerifiedAt: account.emailVerifiedAt?.toISOString(),
      // Signing in for this request set it.
      lastSignInAt: expect.any(String),
    });
    expect(response.body).not.toContain("argon2");
  });

  it("answers 401 with a Bearer challenge without a token", async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="quillspin"');
    expect(response.json()).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: "Sign in to continue.",
    });
  });

  it("refuses forged, expired, unsigned and foreign tokens", async () => {
    const { account, tokens } = await signedIn(app);
    const [row] = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, account.id));
    const claims = {
      accountId: account.id,
      sessionId: row?.familyId ?? "",
      role: "admin",
      status: "approved",
    } as const;
    const signer = createAccessTokens(app.config.authSecret);
    const expired = await signer.issue(claims, new Date(Date.now() - 16 * 60_000));
    const otherSecret = await createAccessTokens("another secret of at least thirty-two characters").issue(
      claims,
    );
    const unsigned = new UnsecuredJWT({ sid: claims.sessionId, role: "admin", status: "approved" })
      .setSubject(account.id)
      .setIssuer("urn:quillspin:api")
      .setAudience("urn:quillspin:site")
      .setIssuedAt()
      .setExpirationTime("5m")
      .encode();
    // Signed with the raw secret, not the derived key, and without the access token type.
    const rawSecret = await new SignJWT({ sid: claims.sessionId, role: "admin", status: "approved" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(account.id)
      .setIssuer("urn:quillspin:api")
      .setAudience("urn:quillspin:site")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode(app.config.authSecret));
    const [header, payload, signature] = tokens.accessToken.split(".");
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? "", "base64url").toString()), role: "admin" }),
    ).toString("base64url")}.${signature}`;

    for (const token of [expired, otherSecret, unsigned, rawSecret, tampered, "not-a-jwt"]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toContain('error="invalid_token"');
      expect(response.json().message).toBe("Your session has ended. Sign in again.");
    }
    expect((await me(await signer.issue(claims))).statusCode).toBe(200);
  });

  it("rotates the refresh token on every refresh", async () => {
    const { tokens } = await signedIn(app);
    const first = await refresh(tokens.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    const next = sessionTokensSchema.parse(first.json());
    expect(next.refreshToken).not.toBe(tokens.refreshToken);
    expect(next.accessToken).not.toBe(tokens.accessToken);
    expect((await me(next.accessToken)).statusCode).toBe(200);
    const second = await refresh(next.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  it("revokes the whole session when a rotated refresh token is used again", async () => {
    const { tokens } = await signedIn(app);
    const rotated = sessionTokensSchema.parse((await refresh(tokens.refreshToken)).json());

    const replay = await refresh(tokens.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Your session has ended. Sign in again.");

    // The thief's and the owner's newest tokens are both dead now.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await me(rotated.accessToken)).statusCode).toBe(401);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
  });

  it("leaves the account's other sessions alone when one is revoked", async () => {
    const account = await createAccount(app.database.db);
    const laptop = await signIn(app, account.email);
    const phone = await signIn(app, account.email);
    await refresh(laptop.refreshToken);
    await refresh(laptop.refreshToken);
    expect((await me(phone.accessToken)).statusCode).toBe(200);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
  });

  it("refuses a refresh token after 30 minutes without use", async () => {
    const { tokens } = await signedIn(app);
    const past = new Date(Date.now() - 1000);
    await app.database.db
      .update(refreshTokens)
      .set({ expiresAt: past })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(tokens.refreshToken)));
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
  });

  it("never lets a session outlive 12 hours from its sign-in", async () => {
    const { tokens } = await signedIn(app);
    const tokenHash = hashOpaqueToken(tokens.refreshToken);
    const signedInAt = new Date(Date.now() - (sessionLifetimeSeconds - 60) * 1000);
    await app.database.db
      .update(refreshTokens)
      .set({ createdAt: signedInAt })
      .where(eq(refreshTokens.tokenHash, tokenHash));
    const next = sessionTokensSchema.parse((await refresh(tokens.refreshToken)).json());
    const [row] = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(next.refreshToken)));
    const sessionEnd = signedInAt.getTime() + sessionLifetimeSeconds * 1000;
    expect(row?.expiresAt.getTime()).toBe(sessionEnd);
    expect(sessionEnd - Date.now()).toBeLessThan(sessionIdleSeconds * 1000);
  });

  it("refuses a refresh for a disabled account", async () => {
    const { account, tokens } = await signedIn(app);
    await app.database.db.update(accounts).set({ status: "disabled" }).where(eq(accounts.id, account.id));
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
  });

  it("refuses unknown and malformed refresh tokens", async () => {
    expect((await refresh("A".repeat(43))).statusCode).toBe(401);
    const malformed = await refresh("short");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("body.refreshToken: Your session has ended. Sign in again.");
  });

  it("ends the session at logout: refresh token and access token stop working at once", async () => {
    const { tokens } = await signedIn(app);
    const response = await logout(tokens.refreshToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
    expect((await me(tokens.accessToken)).statusCode).toBe(401);
    expect((await logout(tokens.refreshToken)).statusCode).toBe(204);
    expect((await logout("B".repeat(43))).statusCode).toBe(204);
  });
});
