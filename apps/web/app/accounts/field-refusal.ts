import { ApiRequestError } from "../api/api-request-error";

const NAMES_A_FIELD = /^body\.[A-Za-z0-9_-]+: /;

/**
 * The API names the field in a 409 too (`body.email: An account with this email address already
 * exists…`), while the shared form code reads field names from 400 answers only: such a refusal is
 * passed on as one, so its message shows under the field.
 */
export function asFieldRefusal(error: unknown): unknown {
  if (
    error instanceof ApiRequestError &&
    error.status === 409 &&
    NAMES_A_FIELD.test(error.serverMessage ?? "")
  ) {
    return new ApiRequestError(error.message, 400, error.data, { cause: error });
  }
  return error;
}
