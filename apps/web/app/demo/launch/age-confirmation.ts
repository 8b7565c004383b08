import { readCookie, serializeCookie } from "../../cookies/cookies";

export const AGE_COOKIE = "age_confirmed";
export const AGE_CONFIRMED = "1";

/** Whether a `Cookie` header or `document.cookie` says the visitor confirmed they are 18 or over. */
export function isAgeConfirmed(cookies: string | null | undefined): boolean {
  return readCookie(cookies, AGE_COOKIE) === AGE_CONFIRMED;
}

/** The cookie as the launch page's form answer sets it (the dialog sets the same through `setDeclaredCookie`). */
export function ageCookieHeader(secure: boolean): string {
  return serializeCookie(AGE_COOKIE, AGE_CONFIRMED, secure);
}
