import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and until React takes over the page: a form that is sent by
 * script keeps its button disabled until then, so an early click cannot post it as a plain page
 * request with the visitor's message in it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
