import { cookieDeclarations } from "@quillspin/content";
import { readCookie } from "../../consent/read-cookie";

export const AGE_COOKIE = "age_confirmed";
export const AGE_CONFIRMED = "1";
const maxAgeDays = cookieDeclarations.find((cookie) => cookie.id === AGE_COOKIE)?.maxAgeDays ?? 365;

/** Whether a `Cookie` header or `document.cookie` says the visitor confirmed they are 18 or over. */
export function isAgeConfirmed(cookies: string | null | undefined): boolean {
  return readCookie(cookies, AGE_COOKIE) === AGE_CONFIRMED;
}

/** The cookie as the launch page's form answer sets it (the dialog sets the same through `setDeclaredCookie`). */
export function ageCookieHeader(secure: boolean): string {
  const parts = [`${AGE_COOKIE}=${AGE_CONFIRMED}`, "Path=/", `Max-Age=${maxAgeDays * 86400}`, "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
