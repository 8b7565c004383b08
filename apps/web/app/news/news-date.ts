import { type LocaleCode, locales } from "@quillspin/contracts";

const formats = new Map<LocaleCode, Intl.DateTimeFormat>();

/** "17 November 2026": the day in UTC, so the server and every visitor's browser print the same date. */
export function formatNewsDate(iso: string, locale: LocaleCode): string {
  let format = formats.get(locale);
  if (!format) {
    const tag = locales.find((entry) => entry.code === locale)?.iso ?? locale;
    format = new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
