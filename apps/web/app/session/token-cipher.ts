import { fromBase64Url } from "./base64url";
import { toBase64Url } from "./base64url-write";

/**
 * Names what is sealed (the two local storage entries, the back office's staff session cookie); a
 * sealed value only opens under the name it was sealed for.
 */
export type TokenSlot = StorageSlot | "staffSession";

/** The local storage entries of the partner session. */
export type StorageSlot = "accessToken" | "refreshToken";

const FORMAT = "v1";
const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * AES-GCM with a fresh random IV per write; the slot name is authenticated data, so an access token
 * copied into the refresh token's place (or any edited value) fails to open.
 */
export async function sealToken(key: CryptoKey, slot: TokenSlot, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(slot) },
    key,
    encoder.encode(token),
  );
  return `${FORMAT}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

/** The token, or null when the value was sealed with another key, for another slot, or altered. */
export async function openToken(key: CryptoKey, slot: TokenSlot, sealed: string): Promise<string | null> {
  const [format, iv, data, ...rest] = sealed.split(".");
  if (format !== FORMAT || !iv || !data || rest.length > 0) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64Url(iv), additionalData: encoder.encode(slot) },
      key,
      fromBase64Url(data),
    );
    return decoder.decode(plain);
  } catch {
    return null;
  }
}
