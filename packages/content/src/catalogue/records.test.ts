import { describe, expect, it } from "vitest";
import { featureSummaries } from "../features";
import { quickStats } from "../quick-stats";
import { auditCatalogue, figureTokens, htmlLocations, rejectedFigures, rejectedReadingsIn } from "./audit";
import { gameRecords } from "./index";
import { type GameRecord, gameRecordSchema } from "./schema";

/** The twenty slugs of catalogue.md section 2, in its order. */
const catalogueSlugs = [
  "double-fortune-panda",
  "squid-gold-x2",
  "brazilian-mask-fire",
  "cleos-riches-flexiways",
  "coral-reef-flexiways",
  "fortune-777-respin",
  "frozen-fruits-flexiways",
  "lucky-skulls-bonanza",
  "lucky-santa-bonanza",
  "wild-dragon-respin",
  "admiral-wilds",
  "irish-riches-bonanza",
  "yakuza-clash-hold-n-win",
  "quest-of-ra",
  "vampire-vault-hold-n-win",
  "monster-load-up-hold-and-win",
  "leprechaun-jackpot-collector",
  "hacker-crash-jackpot",
  "cash-multipliers-respin",
  "wild-yoga-collector",
];

/** catalogue.md section 9: these three games celebrate at 10x/25x/50x, every other game at 20x/40x/60x. */
const lowTierGames = new Set([
  "leprechaun-jackpot-collector",
  "hacker-crash-jackpot",
  "cash-multipliers-respin",
]);

/** Facts about the studio's platform rather than the game: never editorial. */
const studioFacts = ["type", "technology", "download_info_kit", "download_promo_pack"];

const statValue = (id: string) => quickStats.find((stat) => stat.id === id)?.value;

const bySlug = gameRecords.map((record) => [record.slug, record] as const);

describe("game records", () => {
  it("are the twenty games of catalogue.md, in its order", () => {
    expect(gameRecords.map((record) => record.slug)).toEqual(catalogueSlugs);
  });

  it.each(bySlug)("%s passes the record schema", (_slug, record) => {
    const result = gameRecordSchema.safeParse(record);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(bySlug)("%s states no rejected reading of a discrepancy in any text", (_slug, record) => {
    for (const { other } of record.discrepancies) expect(rejectedFigures(other).length).toBeGreaterThan(0);
    expect(rejectedReadingsIn(record)).toEqual([]);
  });

  it.each(bySlug)(
    "%s has the win tiers of catalogue.md section 9 and its texts state them",
    (slug, record) => {
      expect(record.win_tiers).toEqual(lowTierGames.has(slug) ? [10, 25, 50] : [20, 40, 60]);
      const tiers = record.win_tiers.map((tier) => `${tier}x`);
      const listed = record.content.multipliers.list.map((tier) => [
        tier.title,
        figureTokens(tier.content)
          .filter((figure) => figure.unit === "multiplier")
          .map((figure) => figure.written),
      ]);
      expect(listed).toEqual([
        ["Big Win", [tiers[0]]],
        ["Super Win", [tiers[1]]],
        ["Mega Win", [tiers[2]]],
      ]);
    },
  );

  it.each(bySlug)("%s links only to feature pages and game pages that exist", (_slug, record) => {
    const featurePages = new Set(featureSummaries.map((feature) => `/features/${feature.slug}`));
    const gamePages = new Set(catalogueSlugs.map((slug) => `/games/${slug}`));
    const broken = htmlLocations(record.content).flatMap(({ path, text }) =>
      [...text.matchAll(/<a\b[^>]*>/g)]
        .map((anchor) => /\bhref="([^"]*)"/.exec(anchor[0])?.[1] ?? "(no href)")
        .filter((href) => !featurePages.has(href) && !gamePages.has(href))
        .map((href) => `${path}: ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it("state no figure the audit finds at odds with their facts", () => {
    const audit = auditCatalogue(gameRecords);
    expect(audit.mismatches).toEqual([]);
    expect(audit.rejectedReadings).toEqual([]);
  });
});

describe("the rejected reading check", () => {
  it("finds a rejected RTP, ways count, max win or bet written into a text", () => {
    const coral = structuredClone(gameRecords[4]);
    const squid = structuredClone(gameRecords[1]);
    if (coral?.slug !== "coral-reef-flexiways" || squid?.slug !== "squid-gold-x2")
      throw new Error("order changed");
    coral.content.summary = "<p>Up to 50,040 ways, an RTP of 96% and a max win of x5000.</p>";
    squid.content.rules.content = "<p>Set a total bet from 0.80 to 25.00.</p>";
    expect(rejectedReadingsIn(coral).map(({ location, found }) => `${location}: ${found}`)).toEqual([
      "summary: 96%",
      "summary: 50,040 ways",
      "summary: x5000",
    ]);
    expect(rejectedReadingsIn(squid)).toHaveLength(2);
  });
});

describe("editorial facts across the catalogue", () => {
  const [first] = gameRecords;
  if (!first) throw new Error("the catalogue is empty");

  it("share one language list: the studio's languages, English first, each an ISO 639-1 code once", () => {
    const languages = first.facts.languages;
    expect(languages).toHaveLength(statValue("supported_languages") ?? Number.NaN);
    expect(languages[0]).toBe("en");
    expect(new Set(languages).size).toBe(languages.length);
    for (const record of gameRecords)
      expect([record.slug, record.facts.languages]).toEqual([record.slug, languages]);
  });

  it.each(bySlug)("%s headlines its language count and the studio's currencies", (_slug, record) => {
    expect(record.content.languages.title).toBe(`Available in ${record.facts.languages.length} languages`);
    expect(record.facts.currencies).toBe(statValue("currencies"));
  });

  it.each(bySlug)("%s lists studio facts as facts, not as editorial", (_slug, record) => {
    expect(record.editorial.filter((key) => studioFacts.includes(key))).toEqual([]);
    expect(new Set(record.editorial).size).toBe(record.editorial.length);
  });

  it("describe the studio's platform the same way for every game", () => {
    const studio = (record: GameRecord) =>
      studioFacts.map((key) => record.facts[key as keyof GameRecord["facts"]]).join("|");
    expect(new Set(gameRecords.map(studio))).toEqual(new Set([studio(first)]));
  });
});
