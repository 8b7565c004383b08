import { hash } from "@node-rs/argon2";
import { sessionTokensSchema } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Redis } from "ioredis";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApiEnv } from "../../../test/app";
import { testDatabase } from "../../../test/database";
import { testRedis } from "../../../test/redis";
import { createAccount, goodPassword, uniqueAddress, uniqueEmail } from "../../../test/support/accounts";
import { type App, build } from "../../app";
import { loadApiConfig } from "../../config/env";
import { accounts } from "./accounts.tables";

/** Up to a hundred argon2 checks in a row: 3 s alone, 30 s on two cores shared six ways (issue 31). */
const argon2Heavy = { timeout: 90_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app on the worker's database, with throttle counters in Redis or in the process. */
async function appWith(redis: Redis | null): Promise<App> {
  const config = loadApiConfig(testApiEnv());
  const app = await build({ config, database: await testDatabase(), redis, logger: false });
  await app.ready();
  return app;
}

/**
 * The throttle's counters as deployed beside each database: in the process with the embedded database,
 * in Redis with PostgreSQL (docs/deploy.md), so each store plays the login scenarios once rather than
 * once per database (the stores' own rules are in throttle/throttle.test.ts). Without a PostgreSQL
 * project, the PGlite project plays them with both; without Redis, both projects play them in process.
 */
const redis = testRedis();
const databaseKind = process.env.TEST_DATABASE_KIND;
const redisCountersProject = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";
const stores: [string, Redis | null][] = [];
if (databaseKind === "pglite" || !redis) stores.push(["in-process counters", null]);
const redisCounters = redis && databaseKind === redisCountersProject;
if (redisCounters) stores.push(["Redis counters", redis]);

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

  /**
   * The owner signs in from an address that has not failed for the account, honouring at most one
   * Retry-After, which must be a few seconds; answers the seconds the API asked them to wait (0 when
   * it let them in at once). The API's own figure, not the clock: a loaded machine stretches the clock.
   */
  async function ownerSignsIn(email: string, target = app): Promise<number> {
    const address = uniqueAddress();
    let waited = 0;
    let response = await login(email, goodPassword, address, target);
    if (response.statusCode === 429) {
      waited = Number(response.headers["retry-after"]);
      expect(waited).toBeGreaterThanOrEqual(1);
      expect(waited).toBeLessThanOrEqual(5);
      expect(response.json().message).toMatch(
        /^Too many failed sign-in attempts\. Try again in [1-5] seconds?\.$/,
      );
      await sleep(waited * 1000);
      response = await login(email, goodPassword, address, target);
    }
    expect(response.statusCode).toBe(200);
    return waited;
  }

  it.each([10, 50, 100])(
    "lets the owner in within seconds after a stranger's %i failures from other addresses",
    async (failures) => {
      const account = await createAccount(app.database.db);
      const started = Date.now();
      const answers: number[] = [];
      for (let attempt = 0; attempt < failures; attempt++) {
        answers.push((await login(account.email, `wrong guess ${attempt}`)).statusCode);
      }
      const seconds = (Date.now() - started) / 1000;
      expect(answers.every((status) => status === 401 || status === 429)).toBe(true);
      // Ten free guesses, then one every 5 seconds at most: distributed guessing stays bounded.
      const guesses = answers.filter((status) => status === 401).length;
      expect(guesses).toBeGreaterThanOrEqual(10);
      expect(guesses).toBeLessThanOrEqual(10 + Math.ceil(seconds / 5) + 1);
      expect(await ownerSignsIn(account.email)).toBeLessThanOrEqual(5);
    },
    argon2Heavy.timeout,
  );

  it(
    "spaces further attempts on an account to one per 5 seconds, from any address",
    argon2Heavy,
    async () => {
      const account = await createAccount(app.database.db);
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await login(account.email, `wrong guess ${attempt}`)).statusCode).toBe(401);
      }
      const burst = await Promise.all(
        Array.from({ length: 4 }, (_, attempt) => login(account.email, `parallel guess ${attempt}`)),
      );
      const statuses = burst.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([401, 429, 429, 429]);
      for (const refused of burst.filter((response) => response.statusCode === 429)) {
        expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(5);
      }
      expect(await ownerSignsIn(account.email)).toBeLessThanOrEqual(5);
    },
  );

  it(
    "keeps the guessing address blocked for 15 minutes while the owner signs in elsewhere",
    argon2Heavy,
    async () => {
      const account = await createAccount(app.database.db);
      const attacker = uniqueAddress();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await login(account.email, `wrong guess ${attempt}`, attacker)).statusCode).toBe(401);
      }
      const blocked = await login(account.email, goodPassword, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
      expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);

      expect(await ownerSignsIn(account.email)).toBe(0);
      expect((await login(account.email, goodPassword, attacker)).statusCode).toBe(429);
    },
  );

  it(
    "counts refused attempts against their address, so one machine cannot hold the account",
    argon2Heavy,
    async () => {
      const account = await createAccount(app.database.db);
      for (let attempt = 0; attempt < 10; attempt++) await login(account.email, `wrong guess ${attempt}`);
      const hammer = uniqueAddress();
      const answers: number[] = [];
      for (let attempt = 0; attempt < 10; attempt++) {
        answers.push((await login(account.email, `hammered guess ${attempt}`, hammer)).statusCode);
      }
      expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(8);
      const blocked = await login(account.email, goodPassword, hammer);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
      expect(await ownerSignsIn(account.email)).toBeLessThanOrEqual(5);
    },
  );

  it("starts an account's count again after a successful login", argon2Heavy, async () => {
    const account = await createAccount(app.database.db);
    for (let attempt = 0; attempt < 9; attempt++) await login(account.email, "a wrong password");
    expect((await login(account.email, goodPassword)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await login(account.email, "a wrong password")).statusCode).toBe(401);
    }
    const spaced = await Promise.all([
      login(account.email, "a wrong password"),
      login(account.email, "a wrong password"),
    ]);
    expect(spaced.map((response) => response.statusCode).sort()).toEqual([401, 429]);
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

describe.runIf(redisCounters)("login throttling across API instances", () => {
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

  it("counts failures on every instance together and spaces attempts across them", argon2Heavy, async () => {
    const account = await createAccount(first.database.db);
    const attempt = (instance: App, password: string, remoteAddress = uniqueAddress()) =>
      instance.inject({
        method: "POST",
        url: "/v1/auth/login",
        payload: { email: account.email, password },
        remoteAddress,
      });
    for (let failure = 0; failure < 10; failure++) {
      expect((await attempt(failure % 2 ? first : second, "wrong")).statusCode).toBe(401);
    }
    const burst = await Promise.all(
      [first, second, first, second].map((instance) => attempt(instance, "wrong")),
    );
    expect(burst.map((response) => response.statusCode).sort()).toEqual([401, 429, 429, 429]);

    const owner = uniqueAddress();
    let signedIn = await attempt(second, goodPassword, owner);
    if (signedIn.statusCode === 429) {
      await new Promise((resolve) => setTimeout(resolve, Number(signedIn.headers["retry-after"]) * 1000));
      signedIn = await attempt(first, goodPassword, owner);
    }
    expect(signedIn.statusCode).toBe(200);
  });
});
