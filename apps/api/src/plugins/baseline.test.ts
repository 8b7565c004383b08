import { apiErrorSchema, STRICT_TRANSPORT_SECURITY } from "@quillspin/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, TEST_SITE_ORIGIN } from "../../test/app";
import type { App } from "../app";

describe("API baseline", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("answers an unknown path with a 404 in the error shape", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/no-such-thing?x=1" });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json())).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Route GET /v1/no-such-thing not found",
    });
  });

  it("names the field when a query parameter is invalid", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games?limit=0" });
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.error).toBe("Bad Request");
    expect(body.message).toMatch(/^querystring\.limit: /);
  });

  it("rejects malformed JSON, wrong content types and oversized bodies with 4xx", async () => {
    const malformed = await app.inject({
      method: "POST",
      url: "/v1/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect([400, 404]).toContain(malformed.statusCode);
    apiErrorSchema.parse(malformed.json());

    const oversized = await app.inject({
      method: "POST",
      url: "/v1/games",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ text: "x".repeat(1_100_000) }),
    });
    expect(oversized.statusCode).toBeGreaterThanOrEqual(400);
    expect(oversized.statusCode).toBeLessThan(500);
    apiErrorSchema.parse(oversized.json());
  });

  it("falls back to English for any Language header", async () => {
    for (const language of ["en", "de", "xx-YY", ""]) {
      const response = await app.inject({ method: "GET", url: "/v1/health", headers: { language } });
      expect(response.headers["content-language"]).toBe("en");
    }
  });

  it("allows CORS for the site origin only", async () => {
    const allowed = await app.inject({
      method: "OPTIONS",
      url: "/v1/games",
      headers: { origin: TEST_SITE_ORIGIN, "access-control-request-method": "GET" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe(TEST_SITE_ORIGIN);

    const foreign = await app.inject({
      method: "GET",
      url: "/v1/games",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("sends security headers and a request id, reusing a valid incoming one", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/v1/health",
      headers: { "x-request-id": "edge-1234abcd" },
    });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["x-request-id"]).toBe("edge-1234abcd");

    const generated = await app.inject({
      method: "GET",
      url: "/v1/health",
      headers: { "x-request-id": "<bad>" },
    });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends HSTS over https only: direct, or as the proxy it trusts says", async () => {
    const overHttp = await app.inject({ method: "GET", url: "/v1/health" });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();

    // nginx on this machine tells the API the visitor's connection was https.
    const behindProxy = await app.inject({
      method: "GET",
      url: "/v1/health",
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: "127.0.0.1",
    });
    expect(behindProxy.headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY);

    // Anyone else saying so is not believed: the header would pin the name for plain-http users.
    const forged = await app.inject({
      method: "GET",
      url: "/v1/health",
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: "203.0.113.9",
    });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });

  it("hides the details of server errors", async () => {
    const failing = await buildTestApp({}, (unsealed) => {
      unsealed.get("/v1/__explode", async () => {
        throw new Error("secret database password in stack");
      });
    });
    try {
      const response = await failing.inject({ method: "GET", url: "/v1/__explode" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: "Internal Server Error",
        message: "Internal server error",
      });
    } finally {
      await failing.close();
    }
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths["/v1/health"].get).toBeDefined();
    expect(document.paths["/v1/games"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["page", "limit"]),
    );
    const docs = await app.inject({ method: "GET", url: "/v1/docs" });
    expect([200, 302]).toContain(docs.statusCode);
  });
});
