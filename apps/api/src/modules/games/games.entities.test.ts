import { featureSummaries, gameRecords } from "@quillspin/content";
import { gameEntitiesResponseSchema, gameMechanicSlugs, gameSpecialFeatureSlugs } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";
import { seedCatalogue } from "../../db/seed";
import { entitySlug } from "./catalogue-vocabulary";

const labelsOf = (labels: string[]) =>
  [...new Set(labels)].map((label) => ({ id: entitySlug(label), name: label }));

describe("GET /v1/games/entities", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(() => seedCatalogue(app.database.db));
  afterAll(() => app.close());

  async function entities() {
    const response = await app.inject({ method: "GET", url: "/v1/games/entities" });
    expect(response.statusCode).toBe(200);
    return gameEntitiesResponseSchema.parse(response.json()).data;
  }

  it("lists every filter's values as id and name", async () => {
    const data = await entities();
    expect(Object.keys(data)).toEqual([
      "types",
      "volatilities",
      "themes",
      "mechanics",
      "languages",
      "special_features",
    ]);
    expect(data.types).toContainEqual({ id: "video-slot", name: "Video slot" });
    expect(data.types).toEqual(
      expect.arrayContaining(labelsOf(gameRecords.map((record) => record.facts.type))),
    );
    expect(data.volatilities).toEqual([
      { id: "low", name: "Low" },
      { id: "medium", name: "Medium" },
      { id: "medium-high", name: "Medium-high" },
      { id: "high", name: "High" },
    ]);
    const themes = labelsOf(gameRecords.map((record) => record.facts.theme));
    expect(data.themes).toHaveLength(themes.length);
    expect(data.themes).toEqual(expect.arrayContaining(themes));
    expect(data.mechanics).toContainEqual({ id: "hold-and-win", name: "Hold & Win" });
    expect(data.special_features).toContainEqual({ id: "buy-bonus", name: "Buy Bonus" });
  });

  it("gives languages their ISO 639-1 code, English among them", async () => {
    const { languages } = await entities();
    expect(languages).toContainEqual({ id: "en", name: "English", iso2: "en" });
    const codes = new Set(gameRecords.flatMap((record) => record.facts.languages));
    expect(languages.map((language) => language.id).sort()).toEqual([...codes].sort());
    for (const language of languages) expect(language.iso2).toBe(language.id);
  });

  it("splits the fifteen features into mechanics and special features", async () => {
    const { mechanics, special_features } = await entities();
    expect(mechanics.map((entity) => entity.id).sort()).toEqual([...gameMechanicSlugs].sort());
    expect(special_features.map((entity) => entity.id).sort()).toEqual([...gameSpecialFeatureSlugs].sort());
    expect(mechanics.length + special_features.length).toBe(featureSummaries.length);
  });

  it("orders names alphabetically within a filter", async () => {
    const { themes, languages, mechanics } = await entities();
    for (const list of [themes, languages, mechanics]) {
      const names = list.map((entity) => entity.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-GB")));
    }
  });

  it("offers in the OpenAPI document exactly the values the filters accept", async () => {
    const [document, { themes }] = await Promise.all([
      app.inject({ method: "GET", url: "/v1/openapi.json" }).then((response) => response.json()),
      entities(),
    ]);
    const parameters: { name: string; schema: { items?: { enum?: string[] } } }[] =
      document.paths["/v1/games"].get.parameters;
    const theme = parameters.find((parameter) => parameter.name === "theme");
    expect(theme?.schema.items?.enum?.sort()).toEqual(themes.map((entity) => entity.id).sort());
  });
});
