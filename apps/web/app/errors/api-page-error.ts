import { isRouteErrorResponse } from "react-router";

/** What a page answers when the API call its loader depends on failed: the error toast's text. */
export interface FailedApiCall {
  toast: string;
}

/** The toast text a route error carries, when it is a failed API call. */
export function failedApiCallToast(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const body = error.data as Partial<FailedApiCall> | null;
  return typeof body?.toast === "string" ? body.toast : null;
}
