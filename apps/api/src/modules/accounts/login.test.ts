import { hash } from "@node-rs/argon2";
import { sessionTokensSchema } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SITE_ORIGIN } from "../../../test/app";
import { testDatabase } from "../../../test/database";
import { testRedis } from "../../../test/redis";
import { type App, build } from "../../app";
import { loadApiConfig } from "../../config/env";
import { accounts } from "./accounts.tables";
import { createAccount, goodPassword, uniqueAddress, uniqueEmail } from "./test-accounts";

/** Many argon2 checks in a row; slower when other test files share the machine. */
const argon2Heavy = { timeout: 30_000 };

/** The app on the worker's database, with throttle counters in Redis or in the process. */
async function appWith(redis: Redis | null): Promise<App> {
  const config = loadApiConfig({ SITE_URL: TEST_SITE_ORIGIN, NODE_ENV: "test" });
  const app = await build({ config, database: await testDatabase(), redis, logger: false });
  await app.ready();
  return app;
}

const stores: [string, Redis | null][] = [["in-process counters", null]];
const redis = testRedis();
if (redis) stores.push(["Redis counters", redis]);

describe.each(stores)("POST /v1/auth/login with %s", (_store, redis) => {
  let app: App;
  beforeAll(async () => {
    app = await appWith(redis);
  });
  afterAll(() => app.close());

  const login = (email: string, password: string, remoteAddress = uniqueAddress(), target = app) =>
    target.inject({ method: "POST", url: "/v1/auth/login", payload: { email, password }, remoteAddress });

  it("answers an access token and a refresh token for the right password", async () => {
    const account = await createAccount(app.database.db, { status: "pending" });
    const response = await login(` ${account.email.toUpperCase()}`, goodPassword);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const tokens = sessionTokensSchema.parse(response.json());
    expect(decodeProtectedHeader(tokens.accessToken)).toEqual({ alg: "HS256", typ: "at+jwt" });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims).toMatchObject({
      sub: account.id,
      role: "partner",
      status: "pending",
      iss: "urn:quillspin:api",
      aud: "urn:quillspin:site",
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect(tokens.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("gives a wrong password and an unknown email the same 401", async () => {
    const account = await createAccount(app.database.db);
    const wrongPassword = await login(account.email, "not the right password");
    const unknownEmail = await login(uniqueEmail("nobody"), goodPassword);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      error: "Unauthorized",
      message: "Email or password is incorrect.",
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it(
    "locks an account for 15 minutes after 10 failures, from any address, even with the right password",
    argon2Heavy,
    async () => {
      const account = await createAccount(app.database.db);
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await login(account.email, `wrong guess ${attempt}`)).statusCode).toBe(401);
      }
      const locked = await login(account.email, goodPassword);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
      const retryAfter = Number(locked.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      const other = await createAccount(app.database.db);
      expect((await login(other.email, goodPassword)).statusCode).toBe(200);
    },
  );

  it("starts an account's count again after a successful login", argon2Heavy, async () => {
    const account = await createAccount(app.database.db);
    for (let attempt = 0; attempt < 9; attempt++) await login(account.email, "a wrong password");
    expect((await login(account.email, goodPassword)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(account.email, "a wrong password")).statusCode).toBe(401);
    }
    expect((await login(account.email, goodPassword)).statusCode).toBe(429);
  });

  it("stops one client address after 50 failures across any accounts", argon2Heavy, async () => {
    const address = uniqueAddress();
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await login(uniqueEmail("spray"), "password guess", address)).statusCode).toBe(401);
    }
    const account = await createAccount(app.database.db);
    const refused = await login(account.email, goodPassword, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await login(account.email, goodPassword, uniqueAddress())).statusCode).toBe(200);
  });

  it("refuses a disabled account with 403 only after the right password", async () => {
    const account = await createAccount(app.database.db, { status: "disabled" });
    expect((await login(account.email, "a wrong password")).statusCode).toBe(401);
    const response = await login(account.email, goodPassword);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "This account is disabled. Contact partners@quillspin.games if you need access again.",
    );
  });

  it("upgrades a hash made with older argon2 parameters", async () => {
    const account = await createAccount(app.database.db);
    const weaker = await hash(goodPassword, {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await app.database.db.update(accounts).set({ passwordHash: weaker }).where(eq(accounts.id, account.id));
    expect((await login(account.email, goodPassword)).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
  });

  it("names the missing field", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/login",
      payload: { email: "ana@operator.example" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("body.password: Enter your password");
  });
});

describe.runIf(redis)("login throttling across API instances", () => {
  let first: App;
  let second: App;
  beforeAll(async () => {
    first = await appWith(redis);
    second = await appWith(redis);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("counts failures on every instance together", argon2Heavy, async () => {
    const account = await createAccount(first.database.db);
    for (let attempt = 0; attempt < 10; attempt++) {
      const instance = attempt % 2 ? first : second;
      const response = await instance.inject({
        method: "POST",
        url: "/v1/auth/login",
        payload: { email: account.email, password: "wrong" },
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode).toBe(401);
    }
    for (const instance of [first, second]) {
      const response = await instance.inject({
        method: "POST",
        url: "/v1/auth/login",
        payload: { email: account.email, password: goodPassword },
        remoteAddress: uniqueAddress(),
      });
      expect(response.statusCode).toBe(429);
    }
  });
});
