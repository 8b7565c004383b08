import type { SessionTokens } from "@quillspin/contracts";
import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../api/api-request-error";
import { toBase64Url } from "./base64url-write";
import { createSessionStore, type SessionStoreOptions } from "./session-store";
import { sealToken } from "./token-cipher";
import { importTokenKey } from "./token-key";

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

const newKey = () => importTokenKey(toBase64Url(crypto.getRandomValues(new Uint8Array(32))));
const pair = (name: string): SessionTokens => ({
  accessToken: `access-${name}.payload.signature`,
  refreshToken: `refresh-${name}-${"x".repeat(30)}`,
  expiresIn: 900,
});

function storeWith({
  storage = memoryStorage(),
  ...overrides
}: Partial<Omit<SessionStoreOptions, "storage">> & { storage?: ReturnType<typeof memoryStorage> } = {}) {
  const key = newKey();
  const refreshTokens = vi.fn(async (_refreshToken: string) => pair("refreshed"));
  const endSession = vi.fn(async (_refreshToken: string) => null);
  const store = createSessionStore({
    storage: () => storage,
    loadKey: () => key,
    refreshTokens,
    endSession,
    ...overrides,
  });
  return { store, storage, key, refreshTokens, endSession };
}

describe("session store", () => {
  it("is unknown until started, then signed out when nothing is stored", async () => {
    const { store } = storeWith();
    expect(store.getState().isAuth).toBeNull();
    await store.start();
    expect(store.getState()).toMatchObject({
      isAuth: false,
      accessToken: null,
      refreshToken: null,
      settings: {},
    });
  });

  it("is signed in when a sealed access token is found in storage", async () => {
    const key = await newKey();
    const storage = memoryStorage({
      accessToken: await sealToken(key, "accessToken", "stored-access"),
      refreshToken: await sealToken(key, "refreshToken", "stored-refresh"),
      localSettings: JSON.stringify({ signInEmail: "ana@riverside-casino.example" }),
    });
    const { store } = storeWith({ storage, loadKey: async () => key });
    await store.start();
    expect(store.getState()).toMatchObject({
      isAuth: true,
      accessToken: "stored-access",
      refreshToken: "stored-refresh",
      settings: { signInEmail: "ana@riverside-casino.example" },
    });
  });

  it("stores only sealed tokens on sign-in, and logout clears both from memory and storage", async () => {
    const { store, storage, endSession } = storeWith();
    const listener = vi.fn();
    store.subscribe(listener);
    const tokens = pair("login");
    await store.signIn(tokens);
    expect(store.getState()).toMatchObject({
      isAuth: true,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    });
    expect(listener).toHaveBeenCalled();
    const stored = JSON.stringify(Object.fromEntries(storage.map));
    expect([...storage.map.keys()].sort()).toEqual(["accessToken", "refreshToken"]);
    expect(stored).not.toContain(tokens.accessToken);
    expect(stored).not.toContain(tokens.refreshToken);

    await store.signOut();
    expect(store.getState()).toMatchObject({ isAuth: false, accessToken: null, refreshToken: null });
    expect(storage.map.has("accessToken")).toBe(false);
    expect(storage.map.has("refreshToken")).toBe(false);
    expect(endSession).toHaveBeenCalledWith(tokens.refreshToken);
  });

  it("signs out locally even when the API cannot be reached", async () => {
    const { store, storage } = storeWith({ endSession: async () => Promise.reject(new Error("offline")) });
    await store.signIn(pair("login"));
    await store.signOut();
    expect(store.getState().isAuth).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it("drops tokens sealed under another key (a new session_key cookie)", async () => {
    const oldKey = await newKey();
    const storage = memoryStorage({ accessToken: await sealToken(oldKey, "accessToken", "old-access") });
    const { store } = storeWith({ storage });
    await store.start();
    expect(store.getState().isAuth).toBe(false);
    expect(storage.map.has("accessToken")).toBe(false);
  });

  it("keeps tokens in memory only when there is no key", async () => {
    const { store, storage } = storeWith({ loadKey: async () => null });
    await store.signIn(pair("login"));
    expect(store.getState().isAuth).toBe(true);
    expect(storage.map.size).toBe(0);
  });

  it("refreshes once for concurrent callers and stores the new pair", async () => {
    let release: (tokens: SessionTokens) => void = () => undefined;
    const refreshTokens = vi.fn(
      (_refreshToken: string) =>
        new Promise<SessionTokens>((resolve) => {
          release = resolve;
        }),
    );
    const { store } = storeWith({ refreshTokens });
    const first = pair("first");
    await store.signIn(first);
    const calls = [
      store.refresh(first.accessToken),
      store.refresh(first.accessToken),
      store.refresh(first.accessToken),
    ];
    await vi.waitFor(() => expect(refreshTokens).toHaveBeenCalledTimes(1));
    release(pair("second"));
    expect(await Promise.all(calls)).toEqual(Array(3).fill(pair("second").accessToken));
    expect(refreshTokens).toHaveBeenCalledWith(first.refreshToken);
    expect(store.getState().refreshToken).toBe(pair("second").refreshToken);

    // A caller that failed with an older token gets the current one without another refresh.
    await expect(store.refresh(first.accessToken)).resolves.toBe(pair("second").accessToken);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it("takes over tokens another tab refreshed instead of spending the same refresh token twice", async () => {
    const storage = memoryStorage();
    const key = newKey();
    const tab = storeWith({ storage, loadKey: () => key });
    const otherTab = storeWith({ storage, loadKey: () => key });
    const first = pair("first");
    await tab.store.signIn(first);
    await otherTab.store.start();
    await otherTab.store.refresh(first.accessToken);
    expect(otherTab.refreshTokens).toHaveBeenCalledTimes(1);

    await expect(tab.store.refresh(first.accessToken)).resolves.toBe(pair("refreshed").accessToken);
    expect(tab.refreshTokens).not.toHaveBeenCalled();
  });

  it("ends the session when the refresh is refused", async () => {
    const refused = new ApiRequestError("401 Unauthorized", 401, {
      message: "Your session has ended. Sign in again.",
    });
    const { store, storage } = storeWith({ refreshTokens: async () => Promise.reject(refused) });
    const tokens = pair("login");
    await store.signIn(tokens);
    await expect(store.refresh(tokens.accessToken)).resolves.toBeNull();
    expect(store.getState().isAuth).toBe(false);
    expect(storage.map.size).toBe(0);
  });

  it("keeps the session when the refresh fails on the network, so it can be tried again", async () => {
    const offline = new ApiRequestError("Failed to fetch", null, null);
    const { store } = storeWith({ refreshTokens: async () => Promise.reject(offline) });
    const tokens = pair("login");
    await store.signIn(tokens);
    await expect(store.refresh(tokens.accessToken)).rejects.toBe(offline);
    expect(store.getState()).toMatchObject({ isAuth: true, refreshToken: tokens.refreshToken });
  });

  it("keeps settings under localSettings across logout, and ignores an unreadable entry", async () => {
    const storage = memoryStorage({ localSettings: "{not json" });
    const { store } = storeWith({ storage });
    await store.start();
    expect(store.getState().settings).toEqual({});
    await store.updateSettings({ signInEmail: "ana@riverside-casino.example" });
    await store.signIn(pair("login"));
    await store.signOut();
    expect(JSON.parse(storage.map.get("localSettings") ?? "")).toEqual({
      signInEmail: "ana@riverside-casino.example",
    });
    expect(store.getState().settings.signInEmail).toBe("ana@riverside-casino.example");
  });
});
