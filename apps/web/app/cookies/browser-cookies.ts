import { cookieDeclarations } from "@quillspin/content";
import { CONSENT_COOKIE, isCookieAllowed, serializeConsent } from "../consent/consent";
import { readCookie, serializeCookie, serializeExpiredCookie } from "./cookies";

const isHttps = () => window.location.protocol === "https:";

/** The page's cookies as a `Cookie` header would carry them (HttpOnly ones excluded by the browser). */
export function browserCookies(): string {
  return document.cookie;
}

export function readBrowserCookie(id: string): string | null {
  return readCookie(document.cookie, id);
}

/** The site's only browser cookie write; every caller goes through the declarations and the consent check. */
function writeBrowserCookie(setCookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports; this single write is fed only by `serializeCookie`, so names, lifetimes and flags come from the declarations.
  document.cookie = setCookie;
}

/**
 * Sets a declared cookie only if the visitor's consent allows it; optional cookies are never set
 * before consent. Returns whether it was set.
 */
export function setDeclaredCookie(id: string, value: string): boolean {
  const declaration = cookieDeclarations.find((cookie) => cookie.id === id);
  if (!declaration || declaration.httpOnly) throw new Error(`Cookie "${id}" is not declared for the browser`);
  if (!isCookieAllowed(readBrowserCookie(CONSENT_COOKIE), id)) return false;
  writeBrowserCookie(serializeCookie(id, value, isHttps()));
  return true;
}

/** Removes optional cookies the visitor no longer allows. */
export function clearDisallowedCookies(): void {
  const consent = readBrowserCookie(CONSENT_COOKIE);
  for (const cookie of cookieDeclarations) {
    if (!cookie.httpOnly && !isCookieAllowed(consent, cookie.id) && readBrowserCookie(cookie.id) !== null) {
      writeBrowserCookie(serializeExpiredCookie(cookie.id, isHttps()));
    }
  }
}

/** Records the visitor's choice, then deletes whatever optional cookie it no longer allows. */
export function storeConsent(enabledIds: Iterable<string>): void {
  setDeclaredCookie(CONSENT_COOKIE, serializeConsent(enabledIds));
  clearDisallowedCookies();
}
