/**
 * Every cookie the site sets, with its purpose and lifetime. The cookie banner, the consent check and
 * the cookie policy page all read this list, so a new cookie is declared here first.
 */
export interface CookieDeclaration {
  id: string;
  /** The cookie's name in the browser. */
  name: string;
  category: "necessary" | "optional";
  purpose: string;
  lifetime: string;
  maxAgeDays: number | null;
  httpOnly: boolean;
}

export const cookieDeclarations: readonly CookieDeclaration[] = [
  {
    id: "locale",
    name: "locale",
    category: "necessary",
    purpose: "Remembers the language the site is shown in.",
    lifetime: "365 days",
    maxAgeDays: 365,
    httpOnly: false,
  },
  {
    id: "cookie_consent",
    name: "cookie_consent",
    category: "necessary",
    purpose: "Records which optional cookies you accepted, so the banner does not ask again.",
    lifetime: "180 days",
    maxAgeDays: 180,
    httpOnly: false,
  },
  {
    id: "age_confirmed",
    name: "age_confirmed",
    category: "necessary",
    purpose: "Records that you confirmed you are 18 or over before playing a demo.",
    lifetime: "365 days",
    maxAgeDays: 365,
    httpOnly: false,
  },
  {
    id: "session_key",
    name: "session_key",
    category: "necessary",
    purpose:
      "Client area only: a random value from which the key that encrypts your sign-in tokens in this browser is derived.",
    lifetime: "30 days",
    maxAgeDays: 30,
    httpOnly: true,
  },
  {
    id: "recently_viewed",
    name: "recently_viewed",
    category: "optional",
    purpose: "Remembers the last games you looked at, to show them again on the games page.",
    lifetime: "90 days",
    maxAgeDays: 90,
    httpOnly: false,
  },
  {
    id: "game_list_preferences",
    name: "game_list_preferences",
    category: "optional",
    purpose: "Remembers the sort order you chose on the games page.",
    lifetime: "90 days",
    maxAgeDays: 90,
    httpOnly: false,
  },
];

/** The separator between cookie ids in the stored consent value (site.md section 3). */
export const CONSENT_SEPARATOR = "|";
