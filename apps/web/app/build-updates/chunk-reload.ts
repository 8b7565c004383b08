/** A failed chunk load reloads the page at most once per this many ms for the same path (site.md section 9). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const STORAGE_KEY = "chunk-reload";

interface StoredReloads {
  [path: string]: number;
}

export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Decides whether a chunk-load failure on `path` may reload the page now, and records the reload.
 * The record lives in session storage so it survives the reload it guards.
 */
export function claimChunkReload(storage: ReloadGuardStorage, path: string, now: number): boolean {
  let reloads: StoredReloads = {};
  try {
    reloads = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}") as StoredReloads;
  } catch {
    reloads = {};
  }
  const last = reloads[path];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  reloads[path] = now;
  storage.setItem(STORAGE_KEY, JSON.stringify(reloads));
  return true;
}
