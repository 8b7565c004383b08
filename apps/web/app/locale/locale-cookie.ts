import { defaultLocale, isLocaleCode, type LocaleCode, localeCookie } from "@quillspin/contracts";
import { readCookie } from "../consent/read-cookie";

/** The `Set-Cookie`/`document.cookie` string that remembers a locale for 365 days. */
export function serializeLocaleCookie(locale: LocaleCode, secure: boolean): string {
  const parts = [
    `${localeCookie.name}=${locale}`,
    "Path=/",
    `Max-Age=${localeCookie.maxAgeSeconds}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** Reads the locale from a `Cookie` header or `document.cookie`; unknown values give the default. */
export function readLocaleCookie(cookieHeader: string | null | undefined): LocaleCode | null {
  const value = readCookie(cookieHeader, localeCookie.name);
  if (value === null) return null;
  return isLocaleCode(value) ? value : defaultLocale;
}

/** Sets the cookie in the browser when it is missing or holds another locale. */
export function rememberLocale(locale: LocaleCode): void {
  if (readLocaleCookie(document.cookie) === locale) return;
  document.cookie = serializeLocaleCookie(locale, window.location.protocol === "https:");
}
