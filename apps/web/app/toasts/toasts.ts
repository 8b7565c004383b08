import { toast } from "react-toastify";

export function showErrorToast(text: string): void {
  if (typeof window === "undefined") return;
  toast.error(text);
}

export function showSuccessToast(text: string): void {
  if (typeof window === "undefined") return;
  toast.success(text);
}
