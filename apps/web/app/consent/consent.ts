import { CONSENT_SEPARATOR, type CookieDeclaration, cookieDeclarations } from "@quillspin/content";

export const CONSENT_COOKIE = "cookie_consent";

const byCategory = (category: CookieDeclaration["category"]) =>
  cookieDeclarations.filter((cookie) => cookie.category === category).map((cookie) => cookie.id);

export const necessaryCookieIds: readonly string[] = byCategory("necessary");
export const optionalCookieIds: readonly string[] = byCategory("optional");
const allCookieIds = [...necessaryCookieIds, ...optionalCookieIds];

/** The stored value: the chosen ids, necessary ones always included, in declaration order, joined. */
export function serializeConsent(enabledIds: Iterable<string>): string {
  const enabled = new Set([...necessaryCookieIds, ...enabledIds]);
  return allCookieIds.filter((id) => enabled.has(id)).join(CONSENT_SEPARATOR);
}

export function parseConsent(value: string | null | undefined): string[] | null {
  if (!value) return null;
  return value.split(CONSENT_SEPARATOR).filter((id) => allCookieIds.includes(id));
}

/** Consent counts as given only when every necessary and optional cookie was accepted (site.md section 4). */
export function isConsentGiven(value: string | null | undefined): boolean {
  return value === allCookieIds.join(CONSENT_SEPARATOR);
}

/** Whether a cookie may be set: necessary ones always, optional ones only once chosen. */
export function isCookieAllowed(value: string | null | undefined, id: string): boolean {
  if (necessaryCookieIds.includes(id)) return true;
  return parseConsent(value)?.includes(id) ?? false;
}
