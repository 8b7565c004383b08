import { createHash, randomBytes } from "node:crypto";

/**
 * Refresh tokens and reset links: 256 random bits, base64url. Only the SHA-256 of a token is
 * stored, so a copy of the database does not hand out working sessions or reset links; a plain
 * hash is enough because the tokens are random, not chosen by people.
 */
export function newOpaqueToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
