import { lazy, Suspense, useSyncExternalStore } from "react";
import { onToastsRequested, toastsRequested } from "./toasts";

const ToastContainer = lazy(() => import("./toast-container"));

/** The toast container, mounted (and its library loaded) when the page first shows a toast. */
export function Toaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
