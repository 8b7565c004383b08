// react-toastify loads with the first toast: most visits never show one, so it stays off first load.
// Toasts asked for before its container mounts wait in react-toastify's own queue and show when the
// container (toaster.tsx, mounted by the same first request) registers.

type ToastLibrary = typeof import("react-toastify");

let library: Promise<ToastLibrary> | undefined;
const requestListeners = new Set<() => void>();

function toastLibrary(): Promise<ToastLibrary> {
  if (!library) {
    library = import("react-toastify");
    for (const listener of requestListeners) listener();
  }
  return library;
}

/** Whether a toast has been asked for on this page, so the container must be mounted. */
export function toastsRequested(): boolean {
  return library !== undefined;
}

export function onToastsRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function showErrorToast(text: string): void {
  if (typeof window === "undefined") return;
  void toastLibrary().then(({ toast }) => toast.error(text));
}

export function showSuccessToast(text: string): void {
  if (typeof window === "undefined") return;
  void toastLibrary().then(({ toast }) => toast.success(text));
}
