import type { ToastContainerProps } from "react-toastify";

/** Toast behaviour exactly as site.md section 9 sets it. */
export const toastSettings = {
  position: "top-right",
  draggable: false,
  closeOnClick: false,
  autoClose: 5000,
  limit: 20,
  newestOnTop: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggablePercent: 60,
} as const satisfies ToastContainerProps;
