import { importTokenKey } from "./token-key";

export const ENCRYPTION_KEY_PATH = "/api/encryption-key";

let cached: Promise<CryptoKey | null> | null = null;

async function fetchEncryptionKey(fetchKey: typeof fetch): Promise<CryptoKey> {
  const response = await fetchKey(ENCRYPTION_KEY_PATH, {
    credentials: "same-origin",
    cache: "no-store",
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`${ENCRYPTION_KEY_PATH} answered ${response.status}`);
  const body = (await response.json()) as { key?: unknown };
  if (typeof body.key !== "string") throw new Error(`${ENCRYPTION_KEY_PATH} answered without a key`);
  return importTokenKey(body.key);
}

/**
 * This browser's token key, asked of the site once per page load and kept in memory only (site.md
 * section 7), or null when it could not be had: the failure is logged once for every caller waiting on
 * that request (site.md section 8) and not kept, so a later call asks again.
 */
export function loadEncryptionKey(
  fetchKey: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<CryptoKey | null> {
  cached ??= fetchEncryptionKey(fetchKey).catch((error: unknown) => {
    console.error("Failed to initialize encryption key", error);
    cached = null;
    return null;
  });
  return cached;
}
