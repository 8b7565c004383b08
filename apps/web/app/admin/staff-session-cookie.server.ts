import { hkdfSync } from "node:crypto";
import { z } from "zod";
import { readCookie, serializeCookie, serializeExpiredCookie } from "../cookies/cookies";
import { openToken, sealToken } from "../session/token-cipher";
import { importTokenKey } from "../session/token-key";

const STAFF_SESSION_COOKIE = "staff_session";

/** Binds the derived key to this one use: the same site secret never yields it for anything else. */
const KEY_PURPOSE = "quillspin/staff-session-cookie/v1";

/** What the cookie holds, readable only by a site server that knows the site secret. */
export interface StaffTokens {
  accessToken: string;
  refreshToken: string;
  /** When the API last rotated the pair (epoch milliseconds): the session's idle clock restarts then. */
  refreshedAt: number;
}

const staffTokensSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  refreshedAt: z.number().int(),
});

const keys = new Map<string, Promise<CryptoKey>>();

function cookieKey(siteSecret: string): Promise<CryptoKey> {
  let key = keys.get(siteSecret);
  if (!key) {
    const raw = Buffer.from(hkdfSync("sha256", siteSecret, Buffer.alloc(0), KEY_PURPOSE, 32));
    key = importTokenKey(raw.toString("base64url"));
    keys.set(siteSecret, key);
  }
  return key;
}

/** AES-256-GCM under a key derived from the site secret: the browser holds the cookie but cannot read it. */
export async function sealStaffTokens(siteSecret: string, tokens: StaffTokens): Promise<string> {
  return sealToken(await cookieKey(siteSecret), "staffSession", JSON.stringify(tokens));
}

/** The tokens in a request's cookie; null when there is none or it was sealed with another secret or altered. */
export async function openStaffTokens(
  siteSecret: string,
  cookies: string | null,
): Promise<StaffTokens | null> {
  const sealed = readCookie(cookies, STAFF_SESSION_COOKIE);
  if (!sealed) return null;
  const opened = await openToken(await cookieKey(siteSecret), "staffSession", sealed);
  if (opened === null) return null;
  try {
    const parsed = staffTokensSchema.safeParse(JSON.parse(opened));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function staffSessionCookie(sealed: string, secure: boolean): string {
  return serializeCookie(STAFF_SESSION_COOKIE, sealed, secure);
}

export function expiredStaffSessionCookie(secure: boolean): string {
  return serializeExpiredCookie(STAFF_SESSION_COOKIE, secure);
}
