/**
 * What each declared cookie (`cookies.ts`) is for and how long it lasts, as the cookie policy and the
 * cookie settings dialog state them. A module of its own because every page's code reads the
 * declarations (names and attributes) and only those two read these texts (decision 22 in the site's
 * docs). A cookie declared without a purpose here fails as soon as either is loaded.
 */
import { type CookieDeclaration, cookieDeclarations } from "./cookies";

export interface DescribedCookie extends CookieDeclaration {
  purpose: string;
  /** The lifetime as the cookie policy states it, worded from `maxAgeDays`. */
  lifetime: string;
}

const purposes: Readonly<Record<string, string>> = {
  locale: "Remembers the language the site is shown in.",
  cookie_consent: "Records which optional cookies you accepted, so the banner does not ask again.",
  age_confirmed: "Records that you confirmed you are 18 or over before playing a demo.",
  session_key:
    "Client area only: a random value from which the key that encrypts your sign-in tokens in this browser is derived.",
  staff_session:
    "Back office only: keeps a member of the studio's staff signed in, encrypted so that only the site's server can read it.",
  recently_viewed: "Remembers the last games you looked at, to show them again on the games page.",
  game_list_preferences: "Remembers the sort order you chose on the games page.",
};

function statedLifetime(maxAgeDays: number | null): string {
  if (maxAgeDays === null) return "Until the browser is closed";
  return maxAgeDays === 1 ? "1 day" : `${maxAgeDays} days`;
}

/** The declarations in their order, each with its purpose and stated lifetime. */
export const describedCookies: readonly DescribedCookie[] = cookieDeclarations.map((cookie) => {
  const purpose = purposes[cookie.id];
  if (purpose === undefined)
    throw new Error(`The cookie "${cookie.id}" has no purpose in cookie-purposes.ts`);
  return { ...cookie, purpose, lifetime: statedLifetime(cookie.maxAgeDays) };
});
