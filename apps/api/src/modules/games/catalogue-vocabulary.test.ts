import { featureSummaries, gameRecords, volatilityLevels } from "@quillspin/content";
import { gameMechanicSlugs, gameSpecialFeatureSlugs, gameVolatilityIds } from "@quillspin/contracts";
import { describe, expect, it } from "vitest";
import { entitySlug, volatilityRank } from "./catalogue-vocabulary";
import { languageNames } from "./language-names";
import { searchableText } from "./searchable-text";

describe("catalogue vocabulary", () => {
  it("puts each of the fifteen features in exactly one filter", () => {
    const split = [...gameMechanicSlugs, ...gameSpecialFeatureSlugs];
    expect(new Set(split).size).toBe(split.length);
    expect(split.sort()).toEqual(featureSummaries.map((feature) => feature.slug).sort());
  });

  it("names every language the records use", () => {
    const codes = new Set(gameRecords.flatMap((record) => record.facts.languages));
    for (const code of codes) expect(languageNames, code).toHaveProperty(code);
  });

  it("turns labels into ids", () => {
    expect(entitySlug("Video slot")).toBe("video-slot");
    expect(entitySlug("Classic sevens, gems and fruit")).toBe("classic-sevens-gems-and-fruit");
    expect(entitySlug("Día de Muertos")).toBe("dia-de-muertos");
  });

  it("shares the content's volatility scale with the contracts", () => {
    expect(gameVolatilityIds).toEqual(volatilityLevels);
  });

  it("ranks volatility from low to high", () => {
    expect(["low", "medium", "medium-high", "high"].map(volatilityRank)).toEqual([0, 1, 2, 3]);
  });

  it("reads rich text as plain words", () => {
    expect(searchableText('<p>The <a href="/features/hold-and-win">Hold &amp; Win</a>&#33;</p>')).toBe(
      "The Hold & Win !",
    );
  });
});
