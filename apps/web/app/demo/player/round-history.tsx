import { lazy, Suspense } from "react";
import { useOpenedOnce } from "./opened-once";
import type { RoundHistoryProps } from "./round-history-dialog";

// The history, its share control and its strings load when the player first opens it.
const RoundHistoryDialog = lazy(() =>
  import("./round-history-dialog").then(({ RoundHistoryDialog }) => ({ default: RoundHistoryDialog })),
);

/** The session's round history: loaded on its first opening, then kept mounted like the other dialogs. */
export function RoundHistory(props: RoundHistoryProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <RoundHistoryDialog {...props} />
    </Suspense>
  );
}
