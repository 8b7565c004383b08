import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/app";
import { validContact } from "../../test/support/contact";
import type { App } from "../app";

function sample(text: string, pattern: RegExp): number | null {
  const line = text.split("\n").find((candidate) => pattern.test(candidate));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : null;
}

describe("Prometheus metrics", () => {
  let app: App;
  let other: App;
  beforeAll(async () => {
    app = await buildTestApp();
    other = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });

  it("counts requests by route template, not by raw URL, with latency histograms", async () => {
    await app.inject({ method: "GET", url: "/v1/games/no-such-game-one" });
    await app.inject({ method: "GET", url: "/v1/games/no-such-game-two" });
    await app.inject({ method: "GET", url: "/v1/nowhere" });
    const text = await app.metrics.registry.metrics();
    expect(sample(text, /^http_requests_total\{.*method="GET",route="\/v1\/games\/:slug",status="404"/)).toBe(
      2,
    );
    expect(sample(text, /^http_requests_total\{.*route="unmatched",status="404"/)).toBe(1);
    expect(text).not.toContain("no-such-game");
    expect(
      sample(text, /^http_request_duration_seconds_count\{.*route="\/v1\/games\/:slug",status="404"/),
    ).toBe(2);
  });

  it("keeps one registry per app, so apps built side by side never share counts", async () => {
    await other.inject({ method: "GET", url: "/v1/health/live" });
    const mine = await app.metrics.registry.metrics();
    const theirs = await other.metrics.registry.metrics();
    expect(sample(theirs, /^http_requests_total\{.*route="\/v1\/health\/live"/)).toBe(1);
    expect(sample(mine, /^http_requests_total\{.*route="\/v1\/health\/live"/)).toBeNull();
  });

  it("reports the database pool and the outbox queue when scraped", async () => {
    const before = sample(await app.metrics.registry.metrics(), /^mail_outbox_messages\{.*status="pending"/);
    const response = await app.inject({
      method: "POST",
      url: "/v1/auth/contact",
      payload: validContact,
    });
    expect(response.statusCode).toBe(201);
    const text = await app.metrics.registry.metrics();
    expect(sample(text, /^mail_outbox_messages\{.*status="pending"/)).toBe((before ?? 0) + 1);
    expect(sample(text, /^db_pool_connections\{.*state="max"/)).toBeGreaterThanOrEqual(1);
    expect(sample(text, /^db_pool_connections\{.*state="idle"/)).toBeGreaterThanOrEqual(1);
  });

  it("exposes the demo spin counter for the demo module to increment", async () => {
    app.metrics.demoSpins.inc({ game: "test-game" });
    expect(sample(await app.metrics.registry.metrics(), /^demo_spins_total\{.*game="test-game"/)).toBe(1);
  });
});
