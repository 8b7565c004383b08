import { type GameRecord, gameRecords, volatilityLevels } from "@quillspin/content";
import { gameListResponseSchema, gameMechanicSlugs, gameSpecialFeatureSlugs } from "@quillspin/contracts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/app";
import type { App } from "../../app";
import { seedCatalogue } from "../../db/seed";
import { entitySlug } from "./catalogue-vocabulary";

const slugsOf = (records: readonly GameRecord[]) => records.map((record) => record.slug);
const where = (keep: (record: GameRecord) => boolean) => slugsOf(gameRecords.filter(keep));
const nameKey = (record: GameRecord) => record.content.name.toLowerCase();
const byName = (a: GameRecord, b: GameRecord) =>
  nameKey(a) < nameKey(b) ? -1 : nameKey(a) > nameKey(b) ? 1 : 0;
const rank = (record: GameRecord) => volatilityLevels.indexOf(record.facts.volatility);
const has = (feature: string) => (record: GameRecord) => record.facts.features.includes(feature);
/** Whether the searched text of a record holds the word; search results are a subset of these. */
const mentions = (word: string) => (record: GameRecord) => {
  const { name, subtitle, summary, summary2 } = record.content;
  return [name, subtitle, record.facts.theme, summary, summary2].join(" ").toLowerCase().includes(word);
};
const unusedValue = [...volatilityLevels, ...gameMechanicSlugs, ...gameSpecialFeatureSlugs].find(
  (value) => !gameRecords.some((record) => record.facts.volatility === value || has(value)(record)),
);

describe("GET /v1/games", () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  beforeEach(() => seedCatalogue(app.database.db));
  afterAll(() => app.close());

  async function list(query: string) {
    const response = await app.inject({ method: "GET", url: `/v1/games?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return gameListResponseSchema.parse(response.json());
  }
  const listSlugs = async (query: string) => (await list(`limit=100&${query}`)).data.map((game) => game.slug);

  async function rejected(query: string) {
    const response = await app.inject({ method: "GET", url: `/v1/games?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: "Bad Request" });
    return response.json().message as string;
  }

  describe("paging", () => {
    it("lists the catalogue in its own order with pagination", async () => {
      const body = await list("page=2&limit=5");
      expect(body.meta).toEqual({ page: 2, limit: 5, total: gameRecords.length });
      expect(body.data.map((game) => game.slug)).toEqual(slugsOf(gameRecords.slice(5, 10)));
    });

    it("defaults to the first page of 24", async () => {
      const body = await list("");
      expect(body.meta).toEqual({ page: 1, limit: 24, total: gameRecords.length });
      expect(body.data).toHaveLength(gameRecords.length);
    });

    it("answers an empty page past the end with the full total", async () => {
      const body = await list("page=3&limit=10");
      expect(body.meta).toEqual({ page: 3, limit: 10, total: gameRecords.length });
      expect(body.data).toEqual([]);
    });

    it("counts the filtered games, not the page", async () => {
      const body = await list("mechanic=hold-and-win&limit=2");
      expect(body.data).toHaveLength(2);
      expect(body.meta.total).toBe(where((record) => record.facts.features.includes("hold-and-win")).length);
    });
  });

  describe("list items", () => {
    it("carry the card facts, the feature slugs in the record's order and the card image", async () => {
      const { data } = await list("limit=100");
      for (const record of gameRecords) {
        const { facts, content } = record;
        expect(data.find((game) => game.slug === record.slug)).toEqual({
          slug: record.slug,
          name: content.name,
          subtitle: content.subtitle,
          release_date: facts.release_date,
          type: facts.type,
          rtp: facts.rtp,
          volatility: facts.volatility,
          max_win: facts.max_win,
          // Every model reaches its stated max win (decision 0033; max-win.test.ts in the engine).
          max_win_reachable: null,
          min_bet: facts.min_bet,
          max_bet: facts.max_bet,
          layout: facts.layout,
          paylines: facts.paylines,
          theme: facts.theme,
          features: facts.features,
          image: `/images/games/${record.slug}/card.webp`,
        });
      }
    });
  });

  describe("filters", () => {
    it("filters by type", async () => {
      expect(await listSlugs("type=video-slot")).toEqual(slugsOf(gameRecords));
    });

    it("filters by volatility", async () => {
      expect(await listSlugs("volatility=medium-high")).toEqual(
        where((record) => record.facts.volatility === "medium-high"),
      );
    });

    it("matches any of a repeated filter's values", async () => {
      expect(await listSlugs("volatility=medium&volatility=high")).toEqual(
        where((record) => ["medium", "high"].includes(record.facts.volatility)),
      );
      expect(await listSlugs("mechanic=cluster-pays&mechanic=flexiways")).toEqual(
        where((record) => has("cluster-pays")(record) || has("flexiways")(record)),
      );
    });

    it("filters by theme", async () => {
      expect(await listSlugs("theme=irish-folklore")).toEqual(
        where((record) => entitySlug(record.facts.theme) === "irish-folklore"),
      );
    });

    it("filters by mechanic", async () => {
      expect(await listSlugs("mechanic=cluster-pays")).toEqual(where(has("cluster-pays")));
    });

    it("filters by special feature", async () => {
      expect(await listSlugs("special_feature=double-chance")).toEqual(where(has("double-chance")));
    });

    it("filters by language", async () => {
      expect(await listSlugs("language=sk&language=ja")).toEqual(
        where((record) => record.facts.languages.some((code) => code === "sk" || code === "ja")),
      );
    });

    it.runIf(unusedValue)("gives an empty list for a known value no game has", async () => {
      const key = gameMechanicSlugs.some((slug) => slug === unusedValue)
        ? "mechanic"
        : gameSpecialFeatureSlugs.some((slug) => slug === unusedValue)
          ? "special_feature"
          : "volatility";
      const body = await list(`${key}=${unusedValue}`);
      expect(body).toEqual({ data: [], meta: { page: 1, limit: 24, total: 0 } });
    });

    it("requires every filter given to match", async () => {
      expect(await listSlugs("mechanic=hold-and-win&special_feature=double-chance")).toEqual(
        where((record) => has("hold-and-win")(record) && has("double-chance")(record)),
      );
      const [sample] = gameRecords;
      if (!sample) throw new Error("the catalogue is empty");
      const { facts } = sample;
      const [feature] = facts.features;
      const featureKey = gameMechanicSlugs.some((slug) => slug === feature) ? "mechanic" : "special_feature";
      const everyFilter = [
        `type=${entitySlug(facts.type)}`,
        `volatility=${facts.volatility}`,
        `theme=${entitySlug(facts.theme)}`,
        `${featureKey}=${feature}`,
        `language=${facts.languages[0]}`,
      ].join("&");
      expect(await listSlugs(everyFilter)).toContain(sample.slug);
      expect(await listSlugs(everyFilter)).toEqual(
        where(
          (record) =>
            record.facts.type === facts.type &&
            record.facts.volatility === facts.volatility &&
            record.facts.theme === facts.theme &&
            has(feature ?? "")(record) &&
            record.facts.languages.includes(facts.languages[0] ?? ""),
        ),
      );
    });

    it("combines filters with a sort and a search", async () => {
      const expected = gameRecords
        .filter((record) => has("flexiways")(record) && has("buy-bonus")(record))
        .sort((a, b) => byName(b, a));
      expect(expected.length).toBeGreaterThan(0);
      expect(await listSlugs("mechanic=flexiways&special_feature=buy-bonus&q=flexiways&sort=z_a")).toEqual(
        slugsOf(expected),
      );
    });
  });

  describe("text search", () => {
    async function search(q: string) {
      const slugs = await listSlugs(`q=${encodeURIComponent(q)}`);
      const mentioning = where(mentions(q.toLowerCase()));
      for (const slug of slugs) expect(mentioning, `${slug} does not mention ${q}`).toContain(slug);
      return slugs;
    }

    it("finds a game by a whole word of its name", async () => {
      expect(await search("panda")).toContain("double-fortune-panda");
      expect(await search("Yakuza")).toContain("yakuza-clash-hold-n-win");
    });

    it("finds games by the start of a word", async () => {
      const slugs = await search("flexi");
      for (const slug of ["cleos-riches-flexiways", "coral-reef-flexiways", "frozen-fruits-flexiways"]) {
        expect(slugs).toContain(slug);
      }
      expect(await search("Vamp")).toContain("vampire-vault-hold-n-win");
    });

    it("searches the theme and the summaries", async () => {
      const theme = gameRecords.find((record) => record.facts.theme === "Cyberpunk");
      expect(await search("cyberpunk")).toContain(theme?.slug);
      expect(await search("Egypt")).toEqual(
        expect.arrayContaining(["cleos-riches-flexiways", "quest-of-ra"]),
      );
    });

    it("matches names the word parser splits, such as possessives", async () => {
      expect(await search("Cleo's")).toContain("cleos-riches-flexiways");
    });

    it("answers nothing for words no game has", async () => {
      expect(await search("zeppelin")).toEqual([]);
    });

    it("takes punctuation and LIKE wildcards as plain text", async () => {
      expect(await listSlugs(`q=${encodeURIComponent("%_\\ & | ! ( ) :*")}`)).toEqual([]);
    });

    it("ignores an empty search", async () => {
      expect(await listSlugs("q=%20%20")).toEqual(slugsOf(gameRecords));
    });
  });

  describe("sorts", () => {
    const sorted = (compare: (a: GameRecord, b: GameRecord) => number) =>
      slugsOf([...gameRecords].sort((a, b) => compare(a, b) || byName(a, b)));

    it.each([
      ["new_releases", sorted((a, b) => b.facts.release_date.localeCompare(a.facts.release_date))],
      ["a_z", sorted(() => 0)],
      ["z_a", sorted((a, b) => byName(b, a))],
      ["rtp_high_to_low", sorted((a, b) => b.facts.rtp - a.facts.rtp)],
      ["rtp_low_to_high", sorted((a, b) => a.facts.rtp - b.facts.rtp)],
      ["volatility_high_to_low", sorted((a, b) => rank(b) - rank(a))],
      ["volatility_low_to_high", sorted((a, b) => rank(a) - rank(b))],
    ])("sorts by %s, ties by name", async (sort, expected) => {
      expect(await listSlugs(`sort=${sort}`)).toEqual(expected);
    });
  });

  describe("validation", () => {
    it("rejects an unknown sort id", async () => {
      expect(await rejected("sort=best")).toMatch(/^querystring\.sort: /);
    });

    it("rejects an unknown filter value and names the parameter and the value", async () => {
      expect(await rejected("volatility=extreme")).toBe(
        'querystring.volatility: unknown value "extreme"; expected one of low, medium, medium-high, high',
      );
      expect(await rejected("volatility=medium&volatility=wild")).toMatch(
        /^querystring\.volatility: unknown value "wild"/,
      );
      expect(await rejected("theme=space")).toMatch(/^querystring\.theme: unknown value "space"/);
      expect(await rejected("type=table-game")).toMatch(/^querystring\.type: /);
      expect(await rejected("language=xx")).toMatch(/^querystring\.language: /);
    });

    it("keeps mechanics and special features apart", async () => {
      expect(await rejected("mechanic=buy-bonus")).toMatch(
        /^querystring\.mechanic: unknown value "buy-bonus"/,
      );
      expect(await rejected("special_feature=cascades")).toMatch(/^querystring\.special_feature: /);
    });

    it("rejects a page or limit out of range", async () => {
      expect(await rejected("page=first")).toMatch(/^querystring\.page: /);
      expect(await rejected("page=0")).toMatch(/^querystring\.page: /);
      expect(await rejected("limit=0")).toMatch(/^querystring\.limit: /);
      expect(await rejected("limit=101")).toMatch(/^querystring\.limit: /);
    });

    it("rejects a search longer than 100 characters", async () => {
      expect(await rejected(`q=${"a".repeat(101)}`)).toMatch(/^querystring\.q: /);
    });
  });
});
