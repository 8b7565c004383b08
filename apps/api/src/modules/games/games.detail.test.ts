import { gameRecordBySlug } from "@quillspin/content";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";
import { seedCatalogue } from "../../db/seed";
import { gameDetailResponseSchema } from "./games.schemas";

describe("GET /v1/games/{slug}", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(() => seedCatalogue(app.database.db));
  afterAll(() => app.close());

  it("answers the list item, the twenty facts and the page content", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games/squid-gold-x2" });
    expect(response.statusCode).toBe(200);
    const { data } = gameDetailResponseSchema.parse(response.json());
    const record = gameRecordBySlug("squid-gold-x2");
    expect(data).toMatchObject({
      slug: "squid-gold-x2",
      name: record?.content.name,
      rtp: record?.facts.rtp,
      volatility: record?.facts.volatility,
      features: record?.facts.features,
      image: "/images/games/squid-gold-x2/card.webp",
    });
    expect(data.facts).toEqual(record?.facts);
    expect(Object.keys(data.facts)).toHaveLength(20);
    expect(data.content).toEqual(record?.content);
  });

  it("accepts the English locale", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games/quest-of-ra?locale=en" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.slug).toBe("quest-of-ra");
  });

  it("rejects a locale the site does not have", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games/quest-of-ra?locale=xx" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^querystring\.locale: /);
  });

  it("answers 404 in the API error shape for an unknown slug", async () => {
    const response = await app.inject({ method: "GET", url: "/v1/games/no-such-game" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "Game not found: no-such-game",
    });
  });

  it("answers 404 for a game the content has but the database lacks", async () => {
    await app.database.db.execute("delete from games where slug = 'quest-of-ra'");
    // The rows changed under a running API, which only a deploy (a restart) does in production.
    app.catalogueAnswers.clear();
    const response = await app.inject({ method: "GET", url: "/v1/games/quest-of-ra" });
    expect(response.statusCode).toBe(404);
  });
});
