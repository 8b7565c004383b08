import { defaultLocale } from "@quillspin/contracts";
import { publicSettings } from "../config/public-settings";
import { showErrorToast } from "../toasts/toasts";
import { createApiClient } from "./api-client";
import { toastTextOf } from "./api-request-error";

/** The API as the browser calls it: every failure shows the error toast, then rethrows. */
export const browserApi = createApiClient({
  baseUrl: publicSettings.apiBaseUrl,
  locale: defaultLocale,
  onError: (error) => showErrorToast(toastTextOf(error)),
});
