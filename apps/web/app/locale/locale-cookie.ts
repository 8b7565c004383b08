import { defaultLocale, isLocaleCode, type LocaleCode, localeCookie } from "@quillspin/contracts";

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
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name === localeCookie.name) {
      const value = decodeURIComponent(rest.join("="));
      return isLocaleCode(value) ? value : defaultLocale;
    }
  }
  return null;
}

/** Sets the cookie in the browser when it is missing or holds another locale. */
export function rememberLocale(locale: LocaleCode): void {
  if (readLocaleCookie(document.cookie) === locale) return;
  document.cookie = serializeLocaleCookie(locale, window.location.protocol === "https:");
}
