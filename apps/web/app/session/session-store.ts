import type { SessionTokens } from "@quillspin/contracts";
import { ApiRequestError } from "../api/api-request-error";
import {
  type KeyValueStorage,
  type LocalSettings,
  readLocalSettings,
  writeLocalSettings,
} from "./local-settings";
import { createTokenVault, type StoredTokens, type TokenVault } from "./token-vault";

/** The user session of site.md section 3; `isAuth` is null until the stored tokens have been read. */
export interface SessionState {
  isAuth: boolean | null;
  accessToken: string | null;
  refreshToken: string | null;
  settings: LocalSettings;
}

export interface SessionStoreOptions {
  /** The browser's local storage; asked for only once the session starts, never during server rendering. */
  storage: () => KeyValueStorage;
  /** The key that seals tokens in storage, or null when it could not be had (tokens then stay in memory). */
  loadKey: () => Promise<CryptoKey | null>;
  refreshTokens: (refreshToken: string) => Promise<SessionTokens>;
  endSession: (refreshToken: string) => Promise<unknown>;
  /** Runs a refresh while no other tab runs one (Web Locks where the browser has them). */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

const initialState: SessionState = { isAuth: null, accessToken: null, refreshToken: null, settings: {} };

function signedInState(tokens: StoredTokens): Pick<SessionState, "isAuth" | "accessToken" | "refreshToken"> {
  return { isAuth: tokens.accessToken !== null, ...tokens };
}

/**
 * The session (site.md section 4): unknown at start; signed in when an access token is present, after
 * login or when one is found in local storage; signed out after logout, which clears both tokens from
 * memory and from storage. Refreshes run one at a time: the API ends a whole session when one refresh
 * token is presented twice.
 */
export function createSessionStore(options: SessionStoreOptions) {
  const exclusive = options.exclusive ?? ((task) => task());
  const listeners = new Set<() => void>();
  let state = initialState;
  let started: Promise<{ vault: TokenVault; storage: KeyValueStorage }> | null = null;
  let refreshing: Promise<string | null> | null = null;

  function update(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  /** Reads the stored tokens and settings once; every other operation waits for it. */
  function start() {
    started ??= (async () => {
      const storage = options.storage();
      const vault = createTokenVault(storage, await options.loadKey());
      update({ ...signedInState(await vault.read()), settings: readLocalSettings(storage) });
      return { vault, storage };
    })();
    return started;
  }

  function forget(vault: TokenVault) {
    vault.clear();
    update({ isAuth: false, accessToken: null, refreshToken: null });
  }

  async function keep(tokens: SessionTokens) {
    const { vault } = await start();
    update({ isAuth: true, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
    await vault.write(tokens);
  }

  async function refreshOnce(): Promise<string | null> {
    const { vault } = await start();
    // Another tab may have refreshed first; its new tokens are already in storage.
    const stored = await vault.read();
    if (stored.accessToken && stored.refreshToken && stored.refreshToken !== state.refreshToken) {
      update(signedInState(stored));
      return stored.accessToken;
    }
    const current = state.refreshToken;
    if (!current) {
      forget(vault);
      return null;
    }
    let tokens: SessionTokens;
    try {
      tokens = await options.refreshTokens(current);
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 400 || error.status === 401)) {
        forget(vault);
        return null;
      }
      throw error;
    }
    // Signed out while the refresh was under way: logout already ended these tokens' session.
    if (state.refreshToken !== current) return state.accessToken;
    await keep(tokens);
    return tokens.accessToken;
  }

  return {
    start: async () => {
      await start();
    },

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getState: () => state,
    getInitialState: () => initialState,

    /** After login, registration or a password change: the new tokens, sealed into storage. */
    signIn: keep,

    /**
     * A new access token after `failedAccessToken` was refused, or null when the session has ended
     * (the state is then signed out). Concurrent callers share one refresh.
     */
    refresh(failedAccessToken: string): Promise<string | null> {
      if (state.accessToken && state.accessToken !== failedAccessToken)
        return Promise.resolve(state.accessToken);
      refreshing ??= exclusive(refreshOnce).finally(() => {
        refreshing = null;
      });
      return refreshing;
    },

    /** Logout: both tokens leave memory and storage at once, then the API ends the session. */
    async signOut(): Promise<void> {
      const { vault } = await start();
      const { refreshToken } = state;
      forget(vault);
      if (refreshToken) await options.endSession(refreshToken).catch(() => undefined);
    },

    /** The API already ended the session (a password reset, or refused tokens): only forget it here. */
    async endLocally(): Promise<void> {
      forget((await start()).vault);
    },

    /** Another tab signed in, refreshed or signed out: take over what it stored. */
    async reload(): Promise<void> {
      const { vault } = await start();
      if (vault.persistent) update(signedInState(await vault.read()));
    },

    async updateSettings(patch: LocalSettings): Promise<void> {
      const { storage } = await start();
      const settings = { ...state.settings, ...patch };
      writeLocalSettings(storage, settings);
      update({ settings });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
