import { data } from "react-router";
import { ApiRequestError, toastTextOf } from "../api/api-request-error";
import type { FailedApiCall } from "./api-page-error";

/**
 * A page's loader calls the API from the site's server. The API refuses bad input with 400 and
 * unknown resources with 404: on a page those are the site's own 400 (generic error view) and 404
 * (not-found view). Any other failed call (a 5xx, a 429, the API unreachable) is the error view with
 * the API's status, or 502 when no answer came, and carries the toast text of site.md section 8 so
 * the browser shows `{status}: {message}` once the page is running, as after a call of its own. Other
 * errors are bugs and are rethrown as they are.
 */
export function rethrowAsPageError(error: unknown): never {
  if (!(error instanceof ApiRequestError)) throw error;
  if (error.status === 400 || error.status === 404) throw data(null, { status: error.status });
  console.error(`API call failed: ${toastTextOf(error)}`);
  throw data({ toast: toastTextOf(error) } satisfies FailedApiCall, { status: error.status ?? 502 });
}

/** A page past the last one, or one the list's contract cannot have: the not-found view, status 404. */
export function pageNotFound(): never {
  throw data(null, { status: 404 });
}

/** A part of a page that can do without the API: its data, or null and the failed call's toast text. */
export interface OptionalApiCall<T> {
  data: T | null;
  toast: string | null;
}

/**
 * Loads a part of a page the rest of it does not depend on (the home page's games and news): a failed
 * API call leaves that part empty and hands back the toast text of site.md section 8, which the page
 * shows once it runs, so the visitor learns why as after a call of its own. Other errors are bugs and
 * are rethrown as they are.
 */
export async function optionalApiCall<T>(load: () => Promise<T>): Promise<OptionalApiCall<T>> {
  try {
    return { data: await load(), toast: null };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    console.error(`API call failed: ${toastTextOf(error)}`);
    return { data: null, toast: toastTextOf(error) };
  }
}
