import { importTokenKey } from "./token-cipher";

export const ENCRYPTION_KEY_PATH = "/api/encryption-key";

let cached: Promise<CryptoKey> | null = null;

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
 * section 7). A failure is not kept, so a later call asks again.
 */
export function loadEncryptionKey(
  fetchKey: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<CryptoKey> {
  cached ??= fetchEncryptionKey(fetchKey).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
