import { ApiRequestError } from "../api/api-request-error";

export interface SubmitFailure {
  /** Messages the API gave for fields the form shows, by field name. */
  fields: Record<string, string>;
  /** What to say above the form when no field explains the failure. */
  summary: string | null;
}

const FIELD_MESSAGE = /(?:^|;\s*)body\.([A-Za-z0-9_-]+):\s*(.*?)(?=;\s*body\.|$)/g;

/**
 * Turns a failed submit into something the form can show: the API's 400 names the field
 * (`body.email: Enter a valid email address`), so that message goes under the field; any other
 * failure (rate limit, server or network) is one sentence above the form.
 */
export function submitFailureOf(
  error: unknown,
  knownFields: readonly string[],
  unreachable: string,
): SubmitFailure {
  if (!(error instanceof ApiRequestError) || error.status === null)
    return { fields: {}, summary: unreachable };
  const message = error.serverMessage;
  if (!message) return { fields: {}, summary: unreachable };
  const fields: Record<string, string> = {};
  if (error.status === 400) {
    for (const [, field, text] of message.matchAll(FIELD_MESSAGE)) {
      if (field && text && knownFields.includes(field) && !fields[field]) fields[field] = text;
    }
  }
  return { fields, summary: Object.keys(fields).length > 0 ? null : message };
}
