import { defaultLocale, type SessionTokens } from "@quillspin/contracts";
import { useEffect, useSyncExternalStore } from "react";
import type { ApiClient } from "../api/api-client";
import { publicSettings } from "../config/public-settings";
import { loadEncryptionKey } from "./encryption-key";
import type { KeyValueStorage } from "./local-settings";
import { createSessionStore, type SessionState } from "./session-store";

/**
 * Refresh and logout stay quiet: when either fails the session ends anyway, and the call that
 * needed the session shows the error. The API client loads with the first of them, so a visitor who
 * is not signed in never fetches it.
 */
let sessionApi: Promise<ApiClient> | undefined;
const callApi = () =>
  (sessionApi ??= import("../api/api-client").then(({ createApiClient }) =>
    createApiClient({ baseUrl: publicSettings.apiBaseUrl, locale: defaultLocale }),
  ));

/** Used when the browser refuses local storage (some privacy modes): the session then lasts as long as the page. */
function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    return memoryStorage();
  }
}

/** The browser's one session: read it with `useSession`, change it through these methods. */
export const session = createSessionStore({
  storage: browserStorage,
  loadKey: () => loadEncryptionKey(),
  refreshTokens: async (refreshToken) =>
    (await callApi()).post<SessionTokens>("/auth/refresh", { refreshToken }),
  endSession: async (refreshToken) => (await callApi()).post("/auth/logout", { refreshToken }),
  exclusive: <T>(task: () => Promise<T>): Promise<T> =>
    typeof navigator !== "undefined" && "locks" in navigator
      ? (navigator.locks.request("quillspin-session-refresh", task) as Promise<T>)
      : task(),
});

/**
 * The session as it is now; `isAuth` is null during server rendering and until the stored tokens are
 * read. A page that reads the session starts it: the root starts it only for a browser that stores tokens.
 */
export function useSession(): SessionState {
  useEffect(() => {
    void session.start();
  }, []);
  return useSyncExternalStore(session.subscribe, session.getState, session.getInitialState);
}
