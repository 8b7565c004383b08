import { useEffect } from "react";
import { loadEncryptionKey } from "./encryption-key";
import { isTokenEntry, storesTokens } from "./token-slots";

/**
 * Starts the session when the app starts (site.md section 4): fetches the encryption key, then reads
 * the stored tokens. Follows other tabs of the site signing in, refreshing or signing out. The
 * session's code (its store, the token cipher, the API client) loads after the first paint, and only
 * for a browser that stores tokens or once another tab stores some: no page needs it to render, and
 * the pages that read the session import it and start it themselves. Every visit still asks for the key,
 * so the key's code is the shell's: as a file of its own it cost every visit 0.7 KiB gzipped, in the
 * shell 0.4 (decision 22, round eight).
 */
export function SessionStart() {
  useEffect(() => {
    let loaded: Promise<typeof import("./session")> | undefined;
    const loadSession = () => (loaded ??= import("./session"));
    if (storesTokens()) void loadSession().then(({ session }) => session.start());
    else void loadEncryptionKey();
    const followOtherTabs = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && isTokenEntry(event.key)) {
        void loadSession().then(({ session }) => session.reload());
      }
    };
    window.addEventListener("storage", followOtherTabs);
    return () => window.removeEventListener("storage", followOtherTabs);
  }, []);
  return null;
}
