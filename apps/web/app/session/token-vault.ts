import type { KeyValueStorage } from "./local-settings";
import { openToken, type StorageSlot, sealToken } from "./token-cipher";
import { tokenSlots } from "./token-slots";

export interface StoredTokens {
  accessToken: string | null;
  refreshToken: string | null;
}

/**
 * Tokens in local storage, sealed with this browser's key. Without a key (it could not be fetched)
 * nothing is written or read, so the session lasts as long as the page and no token is ever stored
 * in the clear.
 */
export function createTokenVault(storage: KeyValueStorage, key: CryptoKey | null) {
  const remove = (slot: StorageSlot) => {
    try {
      storage.removeItem(slot);
    } catch {
      // Storage blocked: there is nothing stored to remove either.
    }
  };

  async function readSlot(slot: StorageSlot): Promise<string | null> {
    if (!key) return null;
    let sealed: string | null;
    try {
      sealed = storage.getItem(slot);
    } catch {
      return null;
    }
    if (sealed === null) return null;
    const token = await openToken(key, slot, sealed);
    // Sealed under another key (a new session_key cookie) or altered: it can never be opened again.
    if (token === null) remove(slot);
    return token;
  }

  return {
    /** False when there is no key: tokens then live in memory only. */
    persistent: key !== null,

    async read(): Promise<StoredTokens> {
      const [accessToken, refreshToken] = await Promise.all(tokenSlots.map(readSlot));
      return { accessToken: accessToken ?? null, refreshToken: refreshToken ?? null };
    },

    async write(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
      if (!key) return;
      const entries = await Promise.all(
        tokenSlots.map(async (slot) => [slot, await sealToken(key, slot, tokens[slot])] as const),
      );
      try {
        for (const [slot, sealed] of entries) storage.setItem(slot, sealed);
      } catch {
        // Storage full or blocked: keep nothing half-written; the session lives in memory.
        for (const slot of tokenSlots) remove(slot);
      }
    },

    clear(): void {
      for (const slot of tokenSlots) remove(slot);
    },
  };
}

export type TokenVault = ReturnType<typeof createTokenVault>;
