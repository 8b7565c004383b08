import { describe, expect, it } from "vitest";
import { featureSummaries } from "../features";
import { featurePageBySlug, featurePageSchema, featurePages, gamesWithFeature } from "./index";

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
  // A feature page without a game would show an empty game list, so every feature needs one.
  it.each(featureSummaries.map(({ slug }) => slug))("%s is used by at least one game", (slug) => {
    expect(gamesWithFeature(slug).length).toBeGreaterThan(0);
  });

  it("returns exactly the games whose facts list the feature", () => {
    expect(gamesWithFeature("x2-mechanic").map((game) => game.slug)).toEqual(["squid-gold-x2"]);
    expect(gamesWithFeature("expanding-wilds").map((game) => game.slug)).toEqual(["quest-of-ra"]);
    expect(gamesWithFeature("stacked-wilds").map((game) => game.slug)).toEqual(["wild-dragon-respin"]);
    expect(gamesWithFeature("allways-pay").map((game) => game.slug)).toEqual([
      "monster-load-up-hold-and-win",
      "hacker-crash-jackpot",
      "wild-yoga-collector",
    ]);
  });
});
