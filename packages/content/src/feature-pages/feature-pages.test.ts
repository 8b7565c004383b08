import { describe, expect, it } from "vitest";
import { type FeatureSlug, featureSummaries } from "../features";
import { featurePageBySlug, featurePageSchema, featurePages, gamesWithFeature } from "./index";

/**
 * No catalogue game has expanding or stacked wilds in its rules, so these pages explain the mechanic
 * without naming a game that uses it. A slug leaves this list when a game's facts.features gains it.
 */
const featuresNoGameUses: readonly FeatureSlug[] = ["expanding-wilds", "stacked-wilds"];

describe("feature pages", () => {
  it.each(featurePages.map((page) => [page.slug, page] as const))("%s passes the schema", (_slug, page) => {
    const result = featurePageSchema.safeParse(page);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("cover the fifteen features exactly once, in the order of features.ts", () => {
    expect(featurePages.map((page) => page.slug)).toEqual(featureSummaries.map((feature) => feature.slug));
    expect(new Set(featurePages.map((page) => page.slug)).size).toBe(15);
  });

  it("carry the feature names of features.ts", () => {
    expect(featurePages.map((page) => page.name)).toEqual(featureSummaries.map((feature) => feature.name));
  });

  it("are found by slug, and unknown slugs are not", () => {
    for (const page of featurePages) expect(featurePageBySlug(page.slug)).toBe(page);
    expect(featurePageBySlug("free-spins")).toBeUndefined();
    expect(featurePageBySlug("toString")).toBeUndefined();
  });

  it("have distinct meta titles and descriptions", () => {
    expect(new Set(featurePages.map((page) => page.meta.title)).size).toBe(featurePages.length);
    expect(new Set(featurePages.map((page) => page.meta.description)).size).toBe(featurePages.length);
  });
});

describe("gamesWithFeature", () => {
  const featuresWithGames = featureSummaries.filter(({ slug }) => !featuresNoGameUses.includes(slug));

  it.each(featuresWithGames.map(({ slug }) => slug))("%s is used by at least one game", (slug) => {
    expect(gamesWithFeature(slug).length).toBeGreaterThan(0);
  });

  it.each(featuresNoGameUses)("%s is still used by no game", (slug) => {
    expect(gamesWithFeature(slug)).toEqual([]);
  });

  it("returns exactly the games whose facts list the feature", () => {
    expect(gamesWithFeature("x2-mechanic").map((game) => game.slug)).toEqual(["squid-gold-x2"]);
    expect(gamesWithFeature("allways-pay").map((game) => game.slug)).toEqual([
      "monster-load-up-hold-and-win",
      "hacker-crash-jackpot",
      "wild-yoga-collector",
    ]);
  });
});
