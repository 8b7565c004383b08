import { createHmac, randomUUID } from "node:crypto";
import { accountRoles, accountStatuses } from "@quillspin/contracts";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

/** Short enough that a leaked token is soon useless; the refresh token renews it without a password. */
export const accessTokenLifetimeSeconds = 15 * 60;

const issuer = "urn:quillspin:api";
const audience = "urn:quillspin:site";
/** RFC 9068: marks the JWT as an access token, so no other token signed with the secret passes. */
const tokenType = "at+jwt";
const clockToleranceSeconds = 5;

const claimsSchema = z.object({
  sub: z.uuid(),
  /** The session (refresh token family) the token belongs to: revoking the session ends the token too. */
  sid: z.uuid(),
  role: z.enum(accountRoles),
  status: z.enum(accountStatuses),
});

export interface AccessClaims {
  accountId: string;
  sessionId: string;
  role: (typeof accountRoles)[number];
  status: (typeof accountStatuses)[number];
}

export interface AccessTokens {
  issue(claims: AccessClaims, now?: Date): Promise<string>;
  /** The claims of a valid token, or null for a forged, expired, foreign or malformed one. */
  verify(token: string, now?: Date): Promise<AccessClaims | null>;
}

function signingKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("quillspin access tokens v1").digest();
}

/**
 * HS256 JWTs. The signing key is derived from AUTH_SECRET for this one purpose, so another use of
 * the secret elsewhere in the API can never produce a token this module accepts. Tokens are always
 * signed with the current secret; the previous ones (AUTH_SECRET_PREVIOUS) only verify, so a
 * rotation signs nobody out and the old key stops mattering once its last tokens have expired.
 */
export function createAccessTokens(
  authSecret: string,
  previousSecrets: readonly string[] = [],
): AccessTokens {
  const key = signingKey(authSecret);
  const verificationKeys = [key, ...previousSecrets.map(signingKey)];

  return {
    async issue(claims, now = new Date()) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, role: claims.role, status: claims.status })
        .setProtectedHeader({ alg: "HS256", typ: tokenType })
        .setSubject(claims.accountId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
        .setJti(randomUUID())
        .sign(key);
    },

    async verify(token, now = new Date()) {
      for (const candidate of verificationKeys) {
        const claims = await verifyWith(candidate, token, now);
        if (claims !== "wrong key") return claims;
      }
      return null;
    },
  };
}

async function verifyWith(key: Buffer, token: string, now: Date): Promise<AccessClaims | null | "wrong key"> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer,
      audience,
      typ: tokenType,
      requiredClaims: ["sub", "exp", "iat"],
      clockTolerance: clockToleranceSeconds,
      currentDate: now,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const { sub, sid, role, status } = claims.data;
    return { accountId: sub, sessionId: sid, role, status };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return "wrong key";
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
