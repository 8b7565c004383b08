import { useEffect } from "react";
import { isTokenEntry } from "./token-slots";

/**
 * Starts the session when the app starts (site.md section 4): fetches the encryption key, then reads
 * the stored tokens. Follows other tabs of the site signing in, refreshing or signing out. The
 * session's code (its API client, the token cipher, the settings schema) loads after the first paint:
 * no page needs it to render, and the pages that read it import it themselves.
 */
export function SessionStart() {
  useEffect(() => {
    const loaded = import("./session");
    void loaded.then(({ session }) => session.start());
    const followOtherTabs = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && isTokenEntry(event.key)) {
        void loaded.then(({ session }) => session.reload());
      }
    };
    window.addEventListener("storage", followOtherTabs);
    return () => window.removeEventListener("storage", followOtherTabs);
  }, []);
  return null;
}
