import { type CookieDeclaration, cookieDeclarations } from "@quillspin/content";
import { parse, type SerializeOptions, serialize } from "cookie";

const SECONDS_PER_DAY = 86_400;

/** The declaration of a cookie the site writes; an undeclared id is a programming error. */
export function declaredCookie(id: string): CookieDeclaration {
  const declaration = cookieDeclarations.find((cookie) => cookie.id === id);
  if (!declaration) throw new Error(`Cookie "${id}" is not declared in @quillspin/content`);
  return declaration;
}

/**
 * The `Set-Cookie` attributes of a declared cookie, all from its declaration. `secure` is whether the
 * site is served over https: a Secure cookie set on plain http (local development) would be dropped.
 */
export function cookieAttributes(id: string, secure: boolean): SerializeOptions {
  const declaration = declaredCookie(id);
  return {
    path: declaration.path,
    ...(declaration.maxAgeDays === null ? {} : { maxAge: declaration.maxAgeDays * SECONDS_PER_DAY }),
    sameSite: declaration.sameSite,
    httpOnly: declaration.httpOnly,
    secure,
  };
}

/** The `Set-Cookie` header (or `document.cookie` assignment) that stores a declared cookie. */
export function serializeCookie(id: string, value: string, secure: boolean): string {
  return serialize(declaredCookie(id).name, value, cookieAttributes(id, secure));
}

/** The same cookie with an empty value and `Max-Age=0`, which makes the browser delete it. */
export function serializeExpiredCookie(id: string, secure: boolean): string {
  return serialize(declaredCookie(id).name, "", { ...cookieAttributes(id, secure), maxAge: 0 });
}

/** One declared cookie's value from a `Cookie` header or `document.cookie`; null when it is absent. */
export function readCookie(cookies: string | null | undefined, id: string): string | null {
  if (!cookies) return null;
  return parse(cookies)[declaredCookie(id).name] ?? null;
}
