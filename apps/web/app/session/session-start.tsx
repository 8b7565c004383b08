import { useEffect } from "react";
import { session } from "./session";
import { isTokenEntry } from "./token-vault";

/**
 * Starts the session when the app starts (site.md section 4): fetches the encryption key, then reads
 * the stored tokens. Follows other tabs of the site signing in, refreshing or signing out.
 */
export function SessionStart() {
  useEffect(() => {
    void session.start();
    const followOtherTabs = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && isTokenEntry(event.key)) void session.reload();
    };
    window.addEventListener("storage", followOtherTabs);
    return () => window.removeEventListener("storage", followOtherTabs);
  }, []);
  return null;
}
