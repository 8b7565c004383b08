import { useEffect, useState } from "react";
import { accountApi } from "../../session/account-api";
import { integrationPaths, type StuckTransaction } from "./integration-api";

/** How often the list is read again while something is owed: the outbox's first retries are 1 to 4 s apart. */
const POLL_MS = 3_000;

export type StuckLoad =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; data: StuckTransaction[]; more: boolean; watched: boolean };

/**
 * The wins and rollbacks owed to the partner's wallet, read again every few seconds while any are
 * owed, so the partner watches them resolve; it stops once the list is empty (`watched` says it was
 * not empty before, so the page can say they all resolved).
 */
export function useStuckTransactions(): StuckLoad {
  const [load, setLoad] = useState<StuckLoad>({ state: "loading" });
  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let watched = false;
    async function read() {
      try {
        const answer = await accountApi.get<{ data: StuckTransaction[]; more: boolean }>(
          integrationPaths.stuck,
        );
        if (!current) return;
        watched ||= answer.data.length > 0;
        setLoad({ state: "ready", ...answer, watched });
        if (answer.data.length > 0) timer = setTimeout(read, POLL_MS);
      } catch {
        if (current) setLoad({ state: "failed" });
      }
    }
    void read();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, []);
  return load;
}
