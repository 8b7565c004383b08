import { data } from "react-router";
import { ApiRequestError } from "../api/api-request-error";

/**
 * The API refuses bad input with 400 and unknown resources with 404; on a page those are the site's
 * own 400 (generic error view) and 404 (not-found view) with the same status, not a 500. Anything
 * else (the API down, a 5xx, a network error) stays a genuine failure and is rethrown as it is.
 */
export function rethrowAsPageError(error: unknown): never {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 404)) {
    throw data(null, { status: error.status });
  }
  throw error;
}

/** A page past the last one, or one the list's contract cannot have: the not-found view, status 404. */
export function pageNotFound(): never {
  throw data(null, { status: 404 });
}
