import { isLocaleCode, type NewsLocalization } from "@quillspin/contracts";
import { localizePath } from "../locale/localized-link";

export interface ArticleLanguage {
  locale: string;
  /** The language's own name where the runtime knows it ("Deutsch"), else its code. */
  name: string;
  /** Where the article is read in that language; absent for the article being read and for locales the site does not serve. */
  href: string | undefined;
  current: boolean;
}

function nativeName(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * The languages an article can be read in (site.md section 3): its own locale first, then its
 * localizations; those in a locale the site serves link to their own slug.
 */
export function articleLanguages(article: {
  locale: string;
  slug: string;
  localizations: NewsLocalization[];
}): ArticleLanguage[] {
  const others = article.localizations
    .filter((localization) => localization.locale !== article.locale)
    .map((localization) => ({
      locale: localization.locale,
      name: nativeName(localization.locale),
      href: isLocaleCode(localization.locale)
        ? localizePath(`/news/${localization.slug}`, localization.locale)
        : undefined,
      current: false,
    }));
  return [
    { locale: article.locale, name: nativeName(article.locale), href: undefined, current: true },
    ...others,
  ];
}
