import { defaultLocale, isLocaleCode, type LocaleCode } from "@quillspin/contracts";
import { readBrowserCookie, setDeclaredCookie } from "../cookies/browser-cookies";
import { readCookie } from "../cookies/cookies";

const LOCALE_COOKIE = "locale";

/** Reads the locale from a `Cookie` header or `document.cookie`; unknown values give the default. */
export function readLocaleCookie(cookieHeader: string | null | undefined): LocaleCode | null {
  return localeOf(readCookie(cookieHeader, LOCALE_COOKIE));
}

function localeOf(value: string | null): LocaleCode | null {
  if (value === null) return null;
  return isLocaleCode(value) ? value : defaultLocale;
}

/** Sets the cookie in the browser when it is missing or holds another locale. */
export function rememberLocale(locale: LocaleCode): void {
  if (localeOf(readBrowserCookie(LOCALE_COOKIE)) === locale) return;
  setDeclaredCookie(LOCALE_COOKIE, locale);
}
