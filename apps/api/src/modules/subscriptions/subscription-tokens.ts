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

/**
 * The unsubscribe token to put in a new mail to an existing subscription. Its links carry the token
 * whose hash the row keeps, so it is re-created with whichever configured secret made it: every mail
 * the subscriber has keeps working after a rotation for as long as that secret stays configured.
 * When none of them made it (the old secret was retired), the current secret makes a fresh one and
 * `rekeyed` says the row's hash must be replaced; links in older mails then stop working.
 */
export function unsubscribeTokenOf(
  subscription: { id: string; unsubscribeTokenHash: string },
  secrets: UnsubscribeSecrets,
): { token: string; rekeyed: boolean } {
  for (const secret of [secrets.current, ...secrets.previous]) {
    const token = unsubscribeTokenFor(subscription.id, secret);
    if (hashToken(token) === subscription.unsubscribeTokenHash) return { token, rekeyed: false };
  }
  return { token: unsubscribeTokenFor(subscription.id, secrets.current), rekeyed: true };
}

export interface UnsubscribeSecrets {
  /** Makes the tokens of new subscriptions. */
  current: string;
  /** AUTH_SECRET_PREVIOUS: only re-creates tokens they made. */
  previous: readonly string[];
}
