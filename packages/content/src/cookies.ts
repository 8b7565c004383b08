/**
 * Every cookie the site sets, with its purpose, lifetime and attributes. The cookie banner, the consent
 * check, the cookie policy page and the web app's cookie writer (`apps/web/app/cookies`) all read this
 * list, so a new cookie is declared here first and the policy cannot disagree with what is sent.
 */
export interface CookieDeclaration {
  id: string;
  /** The cookie's name in the browser. */
  name: string;
  category: "necessary" | "optional";
  purpose: string;
  /** The lifetime as the cookie policy states it, worded from `maxAgeDays`. */
  lifetime: string;
  /** Null for a cookie that ends with the browser session. */
  maxAgeDays: number | null;
  /** Set only by the server and hidden from page scripts. */
  httpOnly: boolean;
  path: string;
  sameSite: "lax" | "strict";
}

type DeclaredCookie = Omit<CookieDeclaration, "lifetime" | "path" | "sameSite"> &
  Partial<Pick<CookieDeclaration, "path" | "sameSite">>;

function statedLifetime(maxAgeDays: number | null): string {
  if (maxAgeDays === null) return "Until the browser is closed";
  return maxAgeDays === 1 ? "1 day" : `${maxAgeDays} days`;
}

/** Cookies are site-wide and sent on top-level navigation from other sites unless declared otherwise. */
const declare = (cookie: DeclaredCookie): CookieDeclaration => ({
  path: "/",
  sameSite: "lax",
  ...cookie,
  lifetime: statedLifetime(cookie.maxAgeDays),
});

export const cookieDeclarations: readonly CookieDeclaration[] = [
  declare({
    id: "locale",
    name: "locale",
    category: "necessary",
    purpose: "Remembers the language the site is shown in.",
    maxAgeDays: 365,
    httpOnly: false,
  }),
  declare({
    id: "cookie_consent",
    name: "cookie_consent",
    category: "necessary",
    purpose: "Records which optional cookies you accepted, so the banner does not ask again.",
    maxAgeDays: 180,
    httpOnly: false,
  }),
  declare({
    id: "age_confirmed",
    name: "age_confirmed",
    category: "necessary",
    purpose: "Records that you confirmed you are 18 or over before playing a demo.",
    maxAgeDays: 365,
    httpOnly: false,
  }),
  declare({
    id: "session_key",
    name: "session_key",
    category: "necessary",
    purpose:
      "Client area only: a random value from which the key that encrypts your sign-in tokens in this browser is derived.",
    maxAgeDays: 30,
    httpOnly: true,
    // Only the encryption-key endpoint reads it, and no other site may cause it to be sent.
    path: "/api",
    sameSite: "strict",
  }),
  declare({
    id: "staff_session",
    name: "staff_session",
    category: "necessary",
    purpose:
      "Back office only: keeps a member of the studio's staff signed in, encrypted so that only the site's server can read it.",
    // Ends with the browser; the API ends the session itself after 30 minutes without a request.
    maxAgeDays: null,
    httpOnly: true,
    // Every path, so the back office's data requests (`/admin.data`) carry it too; Strict keeps every
    // other site from causing it to be sent.
    sameSite: "strict",
  }),
  declare({
    id: "recently_viewed",
    name: "recently_viewed",
    category: "optional",
    purpose: "Remembers the last games you looked at, to show them again on the games page.",
    maxAgeDays: 90,
    httpOnly: false,
  }),
  declare({
    id: "game_list_preferences",
    name: "game_list_preferences",
    category: "optional",
    purpose: "Remembers the sort order you chose on the games page.",
    maxAgeDays: 90,
    httpOnly: false,
  }),
];

/** The separator between cookie ids in the stored consent value (site.md section 3). */
export const CONSENT_SEPARATOR = "|";
