import { createHash, createHmac, randomBytes } from "node:crypto";

/** A confirmation token: 32 random bytes, base64url. Only its hash is stored. */
export function newConfirmToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the table keeps in place of a token, so a database leak gives no working link. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * The unsubscribe token of a subscription, derived from its id with the API's secret. Every mail a
 * subscriber ever gets must carry it, and the table keeps only its hash, so it has to be
 * re-creatable rather than random. Same shape as a random token: 32 bytes, base64url.
 */
export function unsubscribeTokenFor(subscriptionId: string, secret: string): string {
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${subscriptionId}`).digest("base64url");
}
