import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import { FIRST_DATABASE_OPEN_MS, testMailSettings } from "../../../test/support/contact";
import type { App } from "../../app";

describe("rate limits of the subscription endpoints", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      mail: testMailSettings,
      rateLimits: {
        contact: { max: 1, windowMs: 60_000 },
        subscribe: { max: 2, windowMs: 60_000 },
        subscriptionLinks: { max: 3, windowMs: 60_000 },
        demoSessions: { max: 60, windowMs: 600_000 },
        operatorApi: { max: 600, windowMs: 60_000 },
        walletCheck: { max: 3, windowMs: 60_000 },
      },
    });
  }, FIRST_DATABASE_OPEN_MS);
  afterAll(() => app.close());

  // Consecutive hosts from a random start: the tests' Redis counts never share an address within a run.
  let nextHost = randomInt(0, 254);
  const address = () => `192.0.2.${(nextHost++ % 254) + 1}`;

  it("limits subscribing per client address with a 429 and Retry-After", async () => {
    const client = address();
    const subscribe = (email: string) =>
      app.inject({
        method: "POST",
        url: "/v1/subscriptions",
        payload: { email, consent: true },
        remoteAddress: client,
      });
    expect((await subscribe("one@operator.example")).statusCode).toBe(202);
    expect((await subscribe("two@operator.example")).statusCode).toBe(202);
    const limited = await subscribe("three@operator.example");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.json().statusCode).toBe(429);
  });

  it("limits confirmation and unsubscribe attempts per client address", async () => {
    const client = address();
    const confirm = () =>
      app.inject({
        method: "POST",
        url: "/v1/subscriptions/confirm",
        payload: { token: "B".repeat(43) },
        remoteAddress: client,
      });
    expect([
      (await confirm()).statusCode,
      (await confirm()).statusCode,
      (await confirm()).statusCode,
    ]).toEqual([404, 404, 404]);
    expect((await confirm()).statusCode).toBe(429);
  });
});
