import { gameSummaries } from "@quillspin/content";
import { gameListResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";
import { seedCatalogue } from "../../db/seed";

describe("GET /v1/games", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(() => seedCatalogue(app.database.db));
  afterAll(() => app.close());

  it("lists the catalogue in order with pagination", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games?page=2&limit=5" });
    expect(response.statusCode).toBe(200);
    const body = gameListResponseSchema.parse(response.json());
    expect(body.meta).toEqual({ page: 2, limit: 5, total: 20 });
    expect(body.data.map((game) => game.slug)).toEqual(gameSummaries.slice(5, 10).map((game) => game.slug));
  });

  it("rejects a page that is not a number", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games?page=first" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^querystring\.page: /);
  });
});
