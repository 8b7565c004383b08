import { describe, expect, it } from "vitest";
import { articleLanguages } from "./article-languages";

describe("articleLanguages", () => {
  it("lists the article's own language alone when it has no localizations", () => {
    expect(articleLanguages({ locale: "en", slug: "launch", localizations: [] })).toEqual([
      { locale: "en", name: "English", href: undefined, current: true },
    ]);
  });

  it("adds each localization in its own language, linked only where the site serves the locale", () => {
    const languages = articleLanguages({
      locale: "en",
      slug: "launch",
      localizations: [
        { locale: "de", slug: "start" },
        { locale: "en", slug: "duplicate" },
      ],
    });
    expect(languages).toEqual([
      { locale: "en", name: "English", href: undefined, current: true },
      { locale: "de", name: "Deutsch", href: undefined, current: false },
    ]);
  });
});
