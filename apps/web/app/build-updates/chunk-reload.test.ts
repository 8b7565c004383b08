import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, type ReloadGuardStorage } from "./chunk-reload";

function memoryStorage(): ReloadGuardStorage {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe("claimChunkReload", () => {
  it("allows one reload per path within 10 seconds", () => {
    const storage = memoryStorage();
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(claimChunkReload(storage, "/games", 1_000)).toBe(true);
    expect(claimChunkReload(storage, "/games", 5_000)).toBe(false);
    expect(claimChunkReload(storage, "/news", 5_000)).toBe(true);
    expect(claimChunkReload(storage, "/games", 10_999)).toBe(false);
    expect(claimChunkReload(storage, "/games", 11_000)).toBe(true);
  });

  it("survives a corrupted record", () => {
    const storage = memoryStorage();
    storage.setItem("chunk-reload", "{oops");
    expect(claimChunkReload(storage, "/", 0)).toBe(true);
  });
});
