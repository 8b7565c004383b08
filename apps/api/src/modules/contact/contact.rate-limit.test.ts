import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApiEnv } from "../../../test/app";
import { testDatabase } from "../../../test/database";
import { testRedis } from "../../../test/redis";
import { FIRST_DATABASE_OPEN_MS, testMailSettings, validContact } from "../../../test/support/contact";
import { build } from "../../app";
import { loadApiConfig } from "../../config/env";
import { contactMessages } from "./contact.tables";

/**
 * A fresh address per call: Redis counters outlive the test database and the app, so two tests drawing
 * the same address would share a count. Consecutive hosts from a random start never repeat within a run.
 */
let nextHost = randomInt(0, 254);
const someClientAddress = () => `198.51.100.${(nextHost++ % 254) + 1}`;

describe.each([
  ["in memory", () => null],
  ["in Redis", testRedis],
])("rate limit of POST /v1/auth/contact, counted %s", (_store, redis) => {
  const apps: Awaited<ReturnType<typeof build>>[] = [];
  beforeAll(() => testDatabase(), FIRST_DATABASE_OPEN_MS);
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  async function appWithLimit(max: number) {
    const base = loadApiConfig(testApiEnv());
    const app = await build({
      config: {
        ...base,
        mail: testMailSettings,
        rateLimits: { ...base.rateLimits, contact: { max, windowMs: 60_000 } },
      },
      database: await testDatabase(),
      redis: redis(),
      logger: false,
    });
    apps.push(app);
    return app;
  }

  it.skipIf(redis === testRedis && !testRedis())(
    "answers 429 with Retry-After once a client address used its share",
    async () => {
      const app = await appWithLimit(2);
      const address = someClientAddress();
      const send = (remoteAddress: string) =>
        app.inject({ method: "POST", url: "/v1/auth/contact", payload: validContact, remoteAddress });
      expect((await send(address)).statusCode).toBe(201);
      expect((await send(address)).statusCode).toBe(201);
      const limited = await send(address);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect(limited.json()).toEqual({
        statusCode: 429,
        error: "Too Many Requests",
        message: expect.stringMatching(/^Too many requests: try again in \d+ (second|minute)s?$/),
      });
      expect((await send(someClientAddress().replace("198.51.100", "203.0.113"))).statusCode).toBe(201);
      expect(await app.database.db.select().from(contactMessages)).toHaveLength(3);
    },
  );

  it.skipIf(redis === testRedis && !testRedis())(
    "counts the honeypot and bad requests too, so probing costs the same",
    async () => {
      const app = await appWithLimit(1);
      const address = someClientAddress();
      const send = (payload: object) =>
        app.inject({ method: "POST", url: "/v1/auth/contact", payload, remoteAddress: address });
      expect((await send({ ...validContact, topic: "nope" })).statusCode).toBe(400);
      expect((await send(validContact)).statusCode).toBe(429);
    },
  );
});
