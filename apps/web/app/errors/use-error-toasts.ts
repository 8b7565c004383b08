import { useEffect } from "react";
import { showErrorToast } from "../toasts/toasts";

/**
 * Shows the error toasts of a page's failed API calls once the page runs (site.md section 8): a server
 * render cannot toast, so the loader hands the texts over (null for a call that did not fail).
 */
export function useErrorToasts(texts: readonly (string | null)[]): void {
  // One string as the effect's key, so each text shows once: the array is new on every render.
  const key = texts.join("\0");
  useEffect(() => {
    for (const text of key.split("\0")) if (text) showErrorToast(text);
  }, [key]);
}
