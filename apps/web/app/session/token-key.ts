import { fromBase64Url } from "./base64url";

/**
 * The key from `/api/encryption-key` (or the staff cookie's derived key), usable only to seal and open
 * tokens (`token-cipher.ts`) and never exportable. A module of its own: every page asks for the key after
 * its first paint, and only a browser that stores tokens needs the cipher (session-start.tsx).
 */
export async function importTokenKey(rawKey: string): Promise<CryptoKey> {
  const bytes = fromBase64Url(rawKey);
  if (bytes.length !== 32) throw new Error("The encryption key must be 32 bytes");
  return crypto.subtle.importKey("raw", bytes, { name: "AES-GCM" }, false, ["encrypt", "decrypt"]);
}
