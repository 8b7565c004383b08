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

/** Where the banner's form posts its answer when the app is not running (`consent-choice.route.ts`). */
export const CONSENT_FORM_PATH = "/cookie-consent";

/** The banner's two answers, as its buttons post them: the optional cookies each one enables. */
export const consentChoices = { all: optionalCookieIds, necessary: [] } as const satisfies Record<
  string,
  readonly string[]
>;
export type ConsentChoice = keyof typeof consentChoices;

export const isConsentChoice = (value: unknown): value is ConsentChoice =>
  typeof value === "string" && Object.hasOwn(consentChoices, value);

/** Whether a cookie may be set: necessary ones always, optional ones only once chosen. */
export function isCookieAllowed(value: string | null | undefined, id: string): boolean {
  if (necessaryCookieIds.includes(id)) return true;
  return parseConsent(value)?.includes(id) ?? false;
}
