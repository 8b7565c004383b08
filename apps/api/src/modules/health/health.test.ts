import { healthSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";

describe("GET /v1/health", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("reports the API and its database as up", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/health" });
    expect(response.statusCode).toBe(200);
    const body = healthSchema.parse(response.json());
    expect(body.status).toBe("ok");
    expect(body.database.up).toBe(true);
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_KIND);
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it("answers 503 with the database down", async () => {
    const broken = await buildTestApp();
    const ping = broken.database.ping;
    broken.database.ping = () => Promise.reject(new Error("connection refused"));
    try {
      const response = await broken.inject({ method: "GET", url: "/v1/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: "degraded", database: { up: false, latencyMs: null } });
    } finally {
      broken.database.ping = ping;
      await broken.close();
    }
  });
});

describe("GET /v1/health/live and /v1/health/ready", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("answers liveness without touching the database", async () => {
    const ping = app.database.ping;
    app.database.ping = () => Promise.reject(new Error("connection refused"));
    try {
      const response = await app.inject({ method: "GET", url: "/v1/health/live" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
    } finally {
      app.database.ping = ping;
    }
  });

  it("is ready while the database answers, and says Redis is not in use without it", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/health/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ready",
      shuttingDown: false,
      database: { up: true },
      redis: null,
    });
  });

  it("is not ready with the database down", async () => {
    const ping = app.database.ping;
    app.database.ping = () => Promise.reject(new Error("connection refused"));
    try {
      const response = await app.inject({ method: "GET", url: "/v1/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: "unavailable",
        database: { up: false, latencyMs: null },
      });
    } finally {
      app.database.ping = ping;
    }
  });

  it("is not ready once shutting down, so the proxy drains it", async () => {
    app.lifecycle.shuttingDown = true;
    try {
      const response = await app.inject({ method: "GET", url: "/v1/health/ready" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: "unavailable", shuttingDown: true });
    } finally {
      app.lifecycle.shuttingDown = false;
    }
  });
});
