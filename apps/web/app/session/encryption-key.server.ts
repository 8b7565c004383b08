import { hkdfSync, randomBytes } from "node:crypto";
import { readCookie, serializeCookie } from "../cookies/cookies";
import { type SiteSecretSettings, siteSecretSettings } from "./site-secret.server";

const SESSION_KEY_COOKIE = "session_key";

/** 32 random bytes, base64url: anything else in the cookie was not set by this server and is replaced. */
const SESSION_KEY_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** Binds derived keys to this one use, so the same secret can never yield them for anything else. */
const KEY_PURPOSE = "quillspin/browser-token-storage/v1";

export type EncryptionKeySettings = SiteSecretSettings;

/**
 * The AES-256-GCM key of one browser: HKDF-SHA256 of the server secret, salted with the browser's
 * random cookie value. Neither half alone gives the key, so a copy of local storage (which holds only
 * ciphertext) or of the cookie reveals no token.
 */
export function deriveTokenKey(siteSecret: string, sessionKey: string): string {
  const salt = Buffer.from(sessionKey, "base64url");
  return Buffer.from(hkdfSync("sha256", siteSecret, salt, KEY_PURPOSE, 32)).toString("base64url");
}

/** `GET /api/encryption-key` (site.md section 7): `{ key }`, setting the browser's cookie when it has none. */
export function encryptionKeyResponse(
  request: Request,
  options: EncryptionKeySettings = siteSecretSettings(),
) {
  const current = readCookie(request.headers.get("cookie"), SESSION_KEY_COOKIE);
  const known = current !== null && SESSION_KEY_VALUE.test(current) ? current : null;
  const sessionKey = known ?? randomBytes(32).toString("base64url");
  const headers = new Headers({
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  if (!known)
    headers.append("set-cookie", serializeCookie(SESSION_KEY_COOKIE, sessionKey, options.secureCookie));
  return new Response(JSON.stringify({ key: deriveTokenKey(options.siteSecret, sessionKey) }), { headers });
}
