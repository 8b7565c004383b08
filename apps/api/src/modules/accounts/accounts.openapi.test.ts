import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";

describe("accounts and partner area in the OpenAPI document", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("documents every endpoint, generated from the same schemas", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/openapi.json" });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    for (const path of [
      "/v1/auth/registration",
      "/v1/auth/login",
      "/v1/auth/refresh",
      "/v1/auth/logout",
      "/v1/auth/forgot-password",
      "/v1/auth/reset-password",
      "/v1/auth/change-password",
    ]) {
      expect(paths[path].post).toBeDefined();
    }
    expect(paths["/v1/auth/me"].get).toBeDefined();
    expect(paths["/v1/admin/partners"].get).toBeDefined();
    expect(paths["/v1/admin/partners/{id}/approve"].post).toBeDefined();
    expect(paths["/v1/partner/games"].get).toBeDefined();
    expect(paths["/v1/partner/games/{slug}/info-kit.pdf"].get).toBeDefined();
    expect(paths["/v1/partner/games/{slug}/promo-pack.zip"].get).toBeDefined();
    const registration = paths["/v1/auth/registration"].post.requestBody.content["application/json"].schema;
    expect(registration.required).toEqual(
      expect.arrayContaining(["name", "email", "company", "jobTitle", "password", "acceptTerms"]),
    );
    expect(registration.properties.password).toMatchObject({ minLength: 12, maxLength: 128 });
  });
});
