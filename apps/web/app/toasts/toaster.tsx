import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { toastSettings } from "./toast-settings";

export function Toaster() {
  return <ToastContainer {...toastSettings} theme="dark" />;
}
