/**
 * Every cookie the site sets, with its attributes. The cookie banner, the consent check, the cookie
 * policy page and the web app's cookie writer (`apps/web/app/cookies`) all read this list, so a new
 * cookie is declared here first and the policy cannot disagree with what is sent. What each one is for
 * and how long it lasts, as the policy words them, is `cookie-purposes.ts`: every page's code reads this
 * list, only the policy and the cookie settings dialog read those texts.
 */
export interface CookieDeclaration {
  id: string;
  /** The cookie's name in the browser. */
  name: string;
  category: "necessary" | "optional";
  /** Null for a cookie that ends with the browser session. */
  maxAgeDays: number | null;
  /** Set only by the server and hidden from page scripts. */
  httpOnly: boolean;
  path: string;
  sameSite: "lax" | "strict";
}

type DeclaredCookie = Omit<CookieDeclaration, "path" | "sameSite"> &
  Partial<Pick<CookieDeclaration, "path" | "sameSite">>;

/** Cookies are site-wide and sent on top-level navigation from other sites unless declared otherwise. */
const declare = (cookie: DeclaredCookie): CookieDeclaration => ({
  path: "/",
  sameSite: "lax",
  ...cookie,
});

export const cookieDeclarations: readonly CookieDeclaration[] = [
  declare({
    id: "locale",
    name: "locale",
    category: "necessary",
    maxAgeDays: 365,
    httpOnly: false,
  }),
  declare({
    id: "cookie_consent",
    name: "cookie_consent",
    category: "necessary",
    maxAgeDays: 180,
    httpOnly: false,
  }),
  declare({
    id: "age_confirmed",
    name: "age_confirmed",
    category: "necessary",
    maxAgeDays: 365,
    httpOnly: false,
  }),
  declare({
    id: "session_key",
    name: "session_key",
    category: "necessary",
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
    maxAgeDays: 90,
    httpOnly: false,
  }),
  declare({
    id: "game_list_preferences",
    name: "game_list_preferences",
    category: "optional",
    maxAgeDays: 90,
    httpOnly: false,
  }),
];

/** The separator between cookie ids in the stored consent value (site.md section 3). */
export const CONSENT_SEPARATOR = "|";
