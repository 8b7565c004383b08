import { cookieDeclarations } from "@quillspin/content";
import { CONSENT_COOKIE, isCookieAllowed } from "./consent";
import { readCookie } from "./read-cookie";

export function readBrowserCookie(name: string): string | null {
  return readCookie(document.cookie, name);
}

/**
 * Sets a declared cookie only if the visitor's consent allows it; optional cookies are never set
 * before consent. Returns whether it was set.
 */
export function setDeclaredCookie(id: string, value: string): boolean {
  const declaration = cookieDeclarations.find((cookie) => cookie.id === id);
  if (!declaration || declaration.httpOnly) throw new Error(`Cookie "${id}" is not declared for the browser`);
  if (!isCookieAllowed(readBrowserCookie(CONSENT_COOKIE), id)) return false;
  const maxAge = declaration.maxAgeDays === null ? "" : `; Max-Age=${declaration.maxAgeDays * 86400}`;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${declaration.name}=${encodeURIComponent(value)}; Path=/${maxAge}; SameSite=Lax${secure}`;
  return true;
}

/** Removes optional cookies the visitor no longer allows. */
export function clearDisallowedCookies(): void {
  const consent = readBrowserCookie(CONSENT_COOKIE);
  for (const cookie of cookieDeclarations) {
    if (!cookie.httpOnly && !isCookieAllowed(consent, cookie.id) && readBrowserCookie(cookie.name) !== null) {
      document.cookie = `${cookie.name}=; Path=/; Max-Age=0; SameSite=Lax`;
    }
  }
}
