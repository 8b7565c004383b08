import { ApiRequestError } from "../api/api-request-error";
import type { SubmittedForm } from "../forms/form-action";
import type { FormValues } from "../forms/use-schema-form";

/**
 * What a list page's action answers for one row: which row and which button, then either a sentence
 * saying what happened, the API's refusal (a 409 says why), or the row's form with its field errors.
 */
export interface RowOutcome<V extends FormValues = FormValues> {
  id: string;
  intent: string;
  done: string | null;
  refused: string | null;
  posted?: SubmittedForm<V, unknown>;
}

export const apiUnreachable = "The back office could not reach the API. Try again in a moment.";

/** Runs a button's API call and words its outcome; an API refusal is shown, anything else is thrown. */
export async function rowOutcome(
  id: string,
  intent: string,
  call: () => Promise<unknown>,
  done: string,
): Promise<RowOutcome> {
  try {
    await call();
    return { id, intent, done, refused: null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status !== null && error.status < 500) {
      return { id, intent, done: null, refused: error.serverMessage ?? apiUnreachable };
    }
    if (error instanceof ApiRequestError) return { id, intent, done: null, refused: apiUnreachable };
    throw error;
  }
}
