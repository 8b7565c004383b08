import { type GameRecord, gameRecords, volatilityLevels } from "@quillspin/content";
import { gameFacetsResponseSchema, gameListResponseSchema } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";
import { seedCatalogue } from "../../db/seed";
import { entitySlug } from "./catalogue-vocabulary";

const count = (keep: (record: GameRecord) => boolean) => gameRecords.filter(keep).length;
const has = (feature: string) => (record: GameRecord) => record.facts.features.includes(feature);

describe("GET /v1/games/facets", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(() => seedCatalogue(app.database.db));
  afterAll(() => app.close());

  async function facets(query: string) {
    const response = await app.inject({ method: "GET", url: `/v1/games/facets?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return gameFacetsResponseSchema.parse(response.json());
  }

  it("counts every value of every filter over the whole catalogue, unmatched values as 0", async () => {
    const { data, meta } = await facets("");
    expect(meta.total).toBe(gameRecords.length);
    for (const level of volatilityLevels) {
      expect(data.volatility[level]).toBe(count((record) => record.facts.volatility === level));
    }
    // The catalogue's levels include ones no game has (issue 27): they are offered with 0.
    expect(Object.values(data.volatility)).toContain(0);
    expect(data.mechanic["hold-and-win"]).toBe(count(has("hold-and-win")));
    expect(data.special_feature["buy-bonus"]).toBe(count(has("buy-bonus")));
    expect(data.language.en).toBe(count((record) => record.facts.languages.includes("en")));
    const type = entitySlug(gameRecords[0]?.facts.type ?? "");
    expect(data.type[type]).toBe(count((record) => entitySlug(record.facts.type) === type));
  });

  it("counts a value under the other filters, not its own, and matches the list it predicts", async () => {
    const { data, meta } = await facets("volatility=medium&volatility=medium-high&special_feature=buy-bonus");
    const inVolatility = (record: GameRecord) => ["medium", "medium-high"].includes(record.facts.volatility);
    expect(meta.total).toBe(count((record) => inVolatility(record) && has("buy-bonus")(record)));
    // Volatility counts ignore the volatility filter: each is what the list holds with that value added.
    expect(data.volatility.medium).toBe(
      count((record) => record.facts.volatility === "medium" && has("buy-bonus")(record)),
    );
    expect(data.special_feature["buy-bonus"]).toBe(
      count((record) => inVolatility(record) && has("buy-bonus")(record)),
    );
    expect(data.special_feature.jackpot).toBe(
      count((record) => inVolatility(record) && has("jackpot")(record)),
    );
    expect(data.mechanic.cascades).toBe(
      count((record) => inVolatility(record) && has("buy-bonus")(record) && has("cascades")(record)),
    );

    // The count of an unticked mechanic is the list's length once it is ticked.
    const list = await app.inject({
      method: "GET",
      url: "/v1/games?volatility=medium&volatility=medium-high&special_feature=buy-bonus&mechanic=cascades&limit=100",
    });
    expect(gameListResponseSchema.parse(list.json()).meta.total).toBe(data.mechanic.cascades);
  });

  it("applies the search and refuses unknown values with a 400", async () => {
    const { meta } = await facets("q=zzzz-no-such-game");
    expect(meta.total).toBe(0);
    const refused = await app.inject({ method: "GET", url: "/v1/games/facets?volatility=extreme" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("volatility");
  });
});
