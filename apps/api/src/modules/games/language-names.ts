/**
 * English names of the languages the catalogue's games are translated into, by ISO 639-1 code.
 * Written out rather than taken from `Intl.DisplayNames` so the names do not depend on the ICU data
 * a Node.js build ships with.
 */
export const languageNames: Readonly<Record<string, string>> = {
  bg: "Bulgarian",
  cs: "Czech",
  da: "Danish",
  de: "German",
  el: "Greek",
  en: "English",
  es: "Spanish",
  et: "Estonian",
  fi: "Finnish",
  fr: "French",
  hr: "Croatian",
  hu: "Hungarian",
  it: "Italian",
  ja: "Japanese",
  ko: "Korean",
  lt: "Lithuanian",
  lv: "Latvian",
  nl: "Dutch",
  no: "Norwegian",
  pl: "Polish",
  pt: "Portuguese",
  ro: "Romanian",
  sk: "Slovak",
  sl: "Slovenian",
  sv: "Swedish",
  th: "Thai",
  tr: "Turkish",
  zh: "Chinese",
};

/** A code missing from the list still gets a readable name, so new content never breaks the seed. */
export function languageName(iso2: string): string {
  return languageNames[iso2] ?? new Intl.DisplayNames(["en-GB"], { type: "language" }).of(iso2) ?? iso2;
}
