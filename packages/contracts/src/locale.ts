/**
 * Locales the site and API know. Only English exists today; the list is the single place to add one.
 */
export const locales = [{ code: "en", iso: "en-GB", name: "English" }] as const;

export type LocaleCode = (typeof locales)[number]["code"];

export const defaultLocale: LocaleCode = "en";

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === "string" && locales.some((locale) => locale.code === value);
}

/**
 * Picks the locale for a `Language` header or cookie value: the first supported code in a
 * comma-separated list (quality values and region suffixes ignored), otherwise the default.
 */
export function resolveLocale(value: string | null | undefined): LocaleCode {
  if (!value) return defaultLocale;
  for (const part of value.split(",")) {
    const code = part.split(";")[0]?.trim().toLowerCase().split("-")[0];
    if (isLocaleCode(code)) return code;
  }
  return defaultLocale;
}
