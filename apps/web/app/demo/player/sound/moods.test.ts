import { gameRecordBySlug, gameSummaries } from "@quillspin/content";
import { describe, expect, it } from "vitest";
import { gameMoods, moodOf, moods } from "./moods";

describe("the music beds' moods", () => {
  it("gives every game in the catalogue a mood, and only those games", () => {
    expect(Object.keys(gameMoods).sort()).toEqual(gameSummaries.map((game) => game.slug).sort());
  });

  it("puts games of the same theme in the same mood", () => {
    const byTheme = new Map<string, Set<string>>();
    for (const { slug } of gameSummaries) {
      const theme = gameRecordBySlug(slug)?.facts.theme ?? "";
      byTheme.set(theme, (byTheme.get(theme) ?? new Set()).add(gameMoods[slug]));
    }
    for (const [theme, names] of byTheme) expect(names.size, theme).toBe(1);
  });

  it("uses every mood, each a real key and groove", () => {
    expect(new Set(Object.values(gameMoods))).toEqual(new Set(Object.keys(moods)));
    for (const mood of Object.values(moods)) {
      expect(mood.scale[0]).toBe(0);
      expect([...mood.scale].sort((a, b) => a - b)).toEqual(mood.scale);
      expect(mood.melody).toHaveLength(16);
      for (const pattern of [mood.bass, mood.kick, mood.hat]) expect(pattern).toMatch(/^[xo.]{16}$/);
      expect(mood.progression.every((degree) => degree < mood.scale.length)).toBe(true);
    }
  });

  it("falls back to the casino floor for a slug it does not know", () => {
    expect(moodOf("quest-of-ra")).toBe(moods.desert);
    expect(moodOf("no-such-game")).toBe(moods.classic);
  });
});
