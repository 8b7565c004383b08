import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { createAccount } from "../../../test/support/accounts";
import type { App } from "../../app";
import { type AccessTokens, createAccessTokens } from "./access-tokens";
import { refreshSession, sessionIdleSeconds, sessionLifetimeSeconds, startSession } from "./sessions";

const minutes = (count: number) => count * 60_000;

/**
 * Sessions are played out at past times through the real session functions; the access token is
 * then one signed now, as a client refreshing just in time, or anyone holding the secret, would
 * present. Only the session's own state may decide whether it is still accepted.
 */
describe("access tokens end with their session", () => {
  let app: App;
  let signer: AccessTokens;
  beforeAll(async () => {
    app = await buildTestApp();
    signer = createAccessTokens(app.config.authSecret);
  });
  afterAll(() => app.close());

  const me = (accessToken: string) =>
    app.inject({ method: "GET", url: "/v1/auth/me", headers: { authorization: `Bearer ${accessToken}` } });

  /** Signs in at `signedInAt`, refreshes every `every` ms until `until`, and returns a token signed now. */
  async function sessionPlayedOut(signedInAt: Date, every: number, until: Date) {
    const account = await createAccount(app.database.db);
    let tokens = await startSession(app.database.db, account, signer, signedInAt);
    for (let at = signedInAt.getTime() + every; at <= until.getTime(); at += every) {
      const refreshed = await refreshSession(app.database.db, tokens.refreshToken, signer, new Date(at));
      if (!("tokens" in refreshed)) throw new Error("the session was revoked while being played out");
      tokens = refreshed.tokens;
    }
    const claims = { accountId: account.id, role: account.role, status: account.status } as const;
    const sessionId = JSON.parse(
      Buffer.from(tokens.accessToken.split(".")[1] ?? "", "base64url").toString(),
    ).sid;
    return { tokens, accessTokenNow: await signer.issue({ ...claims, sessionId }) };
  }

  it("accepts them while the session is active and younger than 12 hours", async () => {
    const now = Date.now();
    const { accessTokenNow } = await sessionPlayedOut(
      new Date(now - minutes(11 * 60)),
      minutes(25),
      new Date(now),
    );
    expect((await me(accessTokenNow)).statusCode).toBe(200);
  });

  it("refuses them once the session has been idle longer than the idle timeout", async () => {
    const now = Date.now();
    const lastActivity = now - sessionIdleSeconds * 1000 - minutes(1);
    const { accessTokenNow } = await sessionPlayedOut(
      new Date(lastActivity - minutes(50)),
      minutes(25),
      new Date(lastActivity),
    );
    const response = await me(accessTokenNow);
    expect(response.statusCode).toBe(401);
    expect(response.headers["www-authenticate"]).toContain('error="invalid_token"');
    expect(response.json().message).toBe("Your session has ended. Sign in again.");
  });

  it("refuses them once the session is 12 hours old, however active it was", async () => {
    const now = Date.now();
    const signedInAt = new Date(now - sessionLifetimeSeconds * 1000 - minutes(5));
    // Refreshed every 25 minutes right up to now: never idle, only too old.
    const { accessTokenNow } = await sessionPlayedOut(signedInAt, minutes(25), new Date(now - minutes(6)));
    expect((await me(accessTokenNow)).statusCode).toBe(401);
  });
});
