import { type CookieDeclaration, cookieDeclarations } from "@quillspin/content";

// The browser reads and writes cookies on every page, so this module carries its own few lines instead
// of the `cookie` package (1.7 KiB gzipped of first-load JS, decision 22). The names and values it
// writes are the declarations' and `encodeURIComponent`'s output, which need none of the package's
// validation; its tests hold the exact strings the package wrote and parse them back with it.

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
export type CookieAttributes = {
  path: string;
  maxAge?: number;
  sameSite: CookieDeclaration["sameSite"];
  httpOnly: boolean;
  secure: boolean;
};

export function cookieAttributes(id: string, secure: boolean): CookieAttributes {
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

const sameSiteNames = { lax: "Lax", strict: "Strict" } as const;

/** `name=value` and the attributes in the order the `cookie` package wrote them (the tests hold it). */
function serialize(name: string, value: string, attributes: CookieAttributes): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...(attributes.maxAge === undefined ? [] : [`Max-Age=${Math.floor(attributes.maxAge)}`]),
    `Path=${attributes.path}`,
    ...(attributes.httpOnly ? ["HttpOnly"] : []),
    ...(attributes.secure ? ["Secure"] : []),
    `SameSite=${sameSiteNames[attributes.sameSite]}`,
  ].join("; ");
}

/** The same cookie with an empty value and `Max-Age=0`, which makes the browser delete it. */
export function serializeExpiredCookie(id: string, secure: boolean): string {
  return serialize(declaredCookie(id).name, "", { ...cookieAttributes(id, secure), maxAge: 0 });
}

/** One declared cookie's value from a `Cookie` header or `document.cookie`; null when it is absent. */
export function readCookie(cookies: string | null | undefined, id: string): string | null {
  if (!cookies) return null;
  const name = declaredCookie(id).name;
  for (const pair of cookies.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    return decodeCookieValue(pair.slice(equals + 1).trim());
  }
  return null;
}

/** A value as the `cookie` package decoded it: without surrounding quotes, percent-decoded when valid. */
function decodeCookieValue(raw: string): string {
  const value = raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  if (!value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
