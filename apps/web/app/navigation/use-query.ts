import { useMemo } from "react";
import { useLocation } from "react-router";

/**
 * The page's query string, to read: what `useSearchParams()[0]` gives. React Router's hooks live in one
 * module, which the client entry needs, so each hook any page uses is on every page's first load
 * (decision 22); no page here writes the query string through a hook, and reading it takes only
 * `useLocation`, which every page carries already.
 */
export function useQuery(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
