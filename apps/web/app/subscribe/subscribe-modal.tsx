import { lazy, Suspense, useState } from "react";
import { useUiState } from "../ui-state/ui-state";

// The dialog's code loads when the visitor first opens it (decision 22); once shown it stays mounted,
// so closing it is the native dialog's own close (focus goes back to the header's button).
const SubscribeDialog = lazy(() =>
  import("./subscribe-dialog").then(({ SubscribeDialog }) => ({ default: SubscribeDialog })),
);

/** Where the header's Subscribe dialog mounts, from its first opening on. */
export function SubscribeModal() {
  const { isShowedModalSubscribe } = useUiState();
  const [opened, setOpened] = useState(false);
  if (isShowedModalSubscribe && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <SubscribeDialog />
    </Suspense>
  ) : null;
}
