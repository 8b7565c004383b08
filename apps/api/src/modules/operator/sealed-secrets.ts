import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Operator secrets at rest (decision 32). The API signs wallet calls with them, so they are kept
 * readable to the API alone: AES-256-GCM under a key derived from AUTH_SECRET. A secret sealed under a
 * previous AUTH_SECRET still opens while that secret is listed in AUTH_SECRET_PREVIOUS.
 */
function keyOf(authSecret: string): Buffer {
  return createHmac("sha256", authSecret).update("quillspin operator secrets v1").digest();
}

export function seal(plain: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(authSecret), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret, or null when none of the API's secrets opens it. */
export function unseal(sealed: string, authSecrets: readonly string[]): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  for (const authSecret of authSecrets) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", keyOf(authSecret), Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    } catch {
      // Sealed under another of the secrets: try the next.
    }
  }
  return null;
}

/** A new operator secret: 32 random bytes, as the partner copies it. */
export function newOperatorSecret(): string {
  return `qs_${randomBytes(32).toString("base64url")}`;
}

export function newOperatorId(): string {
  return `op_${randomBytes(8).toString("hex")}`;
}
