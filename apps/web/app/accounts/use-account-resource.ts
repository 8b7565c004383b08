import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "../api/api-request-error";
import { accountApi } from "../session/account-api";
import { useForbiddenRedirect } from "./use-forbidden-redirect";

/** `refusal`: the API's own words when it refused the request as asked (a 400), for the page to show. */
export type ResourceLoad<T> =
  | { state: "loading" }
  | { state: "ready"; data: T }
  | { state: "failed"; refusal: string | null };

const refusalOf = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 400 ? error.serverMessage : null;

/**
 * Something only a signed-in account may read, fetched from the browser with its token. A 403 leads
 * to /forbidden; other failures have shown their toast and can be tried again. `refresh` reads it
 * again while the page keeps showing what it has (after a change the page made itself), where `retry`
 * starts from "loading".
 */
export function useAccountResource<T>(path: string, enabled = true) {
  const forbidden = useForbiddenRedirect();
  const [load, setLoad] = useState<ResourceLoad<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);

  const quietly = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how `retry` asks again.
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    if (!quietly.current) setLoad({ state: "loading" });
    quietly.current = false;
    accountApi
      .get<T>(path)
      .then((data) => {
        if (current) setLoad({ state: "ready", data });
      })
      .catch((error: unknown) => {
        if (current && !forbidden(error)) setLoad({ state: "failed", refusal: refusalOf(error) });
      });
    return () => {
      current = false;
    };
  }, [path, enabled, forbidden, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(() => {
    quietly.current = true;
    setAttempt((count) => count + 1);
  }, []);
  return { load, retry, refresh };
}
