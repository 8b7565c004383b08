import { useEffect } from "react";
import { showErrorToast } from "../toasts/toasts";

/**
 * Shows the error toasts of a page's failed API calls once the page runs (site.md section 8): a server
 * render cannot toast, so the loader hands the texts over. Each shows once per render of new texts.
 */
export function useErrorToasts(texts: readonly (string | null)[]): void {
  // One string as the effect's key: the array is new on every render, the texts are not.
  const key = texts.filter(Boolean).join("\0");
  useEffect(() => {
    if (key) for (const text of key.split("\0")) showErrorToast(text);
  }, [key]);
}
