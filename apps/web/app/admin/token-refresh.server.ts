import { createHash } from "node:crypto";
import type { SessionTokens } from "@quillspin/contracts";

/**
 * How long a refresh's answer is kept for other requests that arrive with the same, now traded,
 * refresh token: a page's document and its data requests, or two tabs, sent before the browser
 * stored the rotated cookie. Presenting that token to the API again would count as reuse and end
 * the whole session.
 */
const SHARED_FOR_MS = 30_000;

const refreshes = new Map<string, Promise<SessionTokens>>();

const keyOf = (refreshToken: string) => createHash("sha256").update(refreshToken).digest("base64url");

/**
 * Trades a refresh token at most once per site process: callers with the same token while the trade
 * is in flight, or shortly after, share its answer (or its refusal).
 */
export function refreshOnce(
  refreshToken: string,
  trade: (refreshToken: string) => Promise<SessionTokens>,
): Promise<SessionTokens> {
  const key = keyOf(refreshToken);
  const known = refreshes.get(key);
  if (known) return known;
  const traded = trade(refreshToken);
  refreshes.set(key, traded);
  const forget = () => {
    setTimeout(() => refreshes.delete(key), SHARED_FOR_MS).unref();
  };
  traded.then(forget, forget);
  return traded;
}
