import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { toastSettings } from "./toast-settings";

export default function SiteToastContainer() {
  return <ToastContainer {...toastSettings} theme="dark" />;
}
