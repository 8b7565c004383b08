import { createHmac, timingSafeEqual } from "node:crypto";
import { signatureHeaders as headerNames, signatureWindowSeconds, signedPayload } from "@quillspin/contracts";

export { signatureWindowSeconds };

/**
 * The signature both directions of the operator integration carry (decision 32): lowercase hex of
 * HMAC-SHA256 over "{timestamp}.{raw body}" with the operator's secret, in `X-Signature`, beside
 * `X-Operator-Id` and `X-Timestamp` (Unix seconds). A GET signs an empty body. The names, the window
 * and the signed string are the contract's (packages/contracts), which the public guide prints; here
 * the header names as Node reads them from a request (lower case).
 */
export const signatureHeaders = {
  operator: headerNames.operator.toLowerCase(),
  timestamp: headerNames.timestamp.toLowerCase(),
  signature: headerNames.signature.toLowerCase(),
} as const;

export function signature(secret: string, timestamp: number | string, rawBody: string): string {
  return createHmac("sha256", secret).update(signedPayload(timestamp, rawBody)).digest("hex");
}

/** The three headers of a signed request from `operatorId` sent at `now`. */
export function signedHeaders(
  operatorId: string,
  secret: string,
  rawBody: string,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    [headerNames.operator]: operatorId,
    [headerNames.timestamp]: String(timestamp),
    [headerNames.signature]: signature(secret, timestamp, rawBody),
  };
}

export type SignatureProblem = "missing" | "stale" | "mismatch";

/**
 * Why a signed request must be refused, or null when it is good: its timestamp within the window of
 * `now` and its signature the one the secret gives. Compared in constant time.
 */
export function signatureProblem(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  now: Date = new Date(),
): SignatureProblem | null {
  const { timestamp, signature: sent } = headers;
  if (!timestamp || !sent || !/^\d{1,12}$/.test(timestamp)) return "missing";
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > signatureWindowSeconds) return "stale";
  const expected = Buffer.from(signature(secret, timestamp, rawBody), "hex");
  const given = /^[0-9a-f]{64}$/.test(sent) ? Buffer.from(sent, "hex") : null;
  return given && timingSafeEqual(expected, given) ? null : "mismatch";
}
