import { defaultLocale, type SessionTokens } from "@quillspin/contracts";
import { useSyncExternalStore } from "react";
import { createApiClient } from "../api/api-client";
import { publicSettings } from "../config/public-settings";
import { loadEncryptionKey } from "./encryption-key";
import type { KeyValueStorage } from "./local-settings";
import { createSessionStore, type SessionState } from "./session-store";

/**
 * Refresh and logout stay quiet: when either fails the session ends anyway, and the call that
 * needed the session shows the error.
 */
const sessionApi = createApiClient({ baseUrl: publicSettings.apiBaseUrl, locale: defaultLocale });

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
  loadKey: () =>
    loadEncryptionKey().catch((error: unknown) => {
      console.error("Failed to initialize encryption key", error);
      return null;
    }),
  refreshTokens: (refreshToken) => sessionApi.post<SessionTokens>("/auth/refresh", { refreshToken }),
  endSession: (refreshToken) => sessionApi.post("/auth/logout", { refreshToken }),
  exclusive: <T>(task: () => Promise<T>): Promise<T> =>
    typeof navigator !== "undefined" && "locks" in navigator
      ? (navigator.locks.request("quillspin-session-refresh", task) as Promise<T>)
      : task(),
});

/** The session as it is now; `isAuth` is null during server rendering and until the stored tokens are read. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getInitialState);
}
