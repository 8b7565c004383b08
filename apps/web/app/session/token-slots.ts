import type { StorageSlot } from "./token-cipher";

/** The local storage entries the vault writes, one per token. */
export const tokenSlots: readonly StorageSlot[] = ["accessToken", "refreshToken"];

/**
 * Whether a local storage change is one of the vault's entries: another tab changing one of them
 * changes this session. A module of its own, so every page can follow other tabs, and tell whether
 * the browser stores tokens at all, without loading the vault and its cipher.
 */
export function isTokenEntry(key: string | null): boolean {
  return key === null || (tokenSlots as readonly string[]).includes(key);
}

/** Whether this browser stores either token; false where local storage is refused, as nothing is stored. */
export function storesTokens(): boolean {
  try {
    return tokenSlots.some((slot) => window.localStorage.getItem(slot) !== null);
  } catch {
    return false;
  }
}
