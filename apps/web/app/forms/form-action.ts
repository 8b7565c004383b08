import type { z } from "zod";
import { submitFailureOf } from "./api-field-errors";
import { type FieldErrors, type FormValues, fieldErrorsOf } from "./use-schema-form";

/** What a form's route action answers: the page renders it as the form's state, with or without scripts. */
export interface SubmittedForm<V extends FormValues, R> {
  /** What the visitor sent, so the form shows it again when it failed (secrets left out). */
  values: V;
  errors: FieldErrors<V>;
  /** One sentence above the form when no field explains the failure. */
  summary: string | null;
  /** The API's answer once it accepted the form. */
  result: R | null;
}

interface FormActionOptions<S extends z.ZodType, V extends FormValues, R> {
  /** The contract's schema: the same one the form and the API check. */
  schema: S;
  /** The form's starting values: they say which fields to read and which are checkboxes. */
  initial: V;
  /** Fields whose value is never sent back to the page (passwords). */
  secret?: readonly (keyof V & string)[];
  send: (data: z.output<S>) => Promise<R>;
  /** Said above the form when the API cannot be reached. */
  unreachable: string;
}

/**
 * The form's values as the browser posted them: a checkbox is sent only when it is ticked, and a
 * value the page holds outside the fields (the reset link's token) keeps the one `initial` gives.
 */
export function valuesOf<V extends FormValues>(formData: FormData, initial: V): V {
  const values: FormValues = {};
  for (const [field, start] of Object.entries(initial)) {
    const posted = formData.get(field);
    values[field] =
      typeof start === "boolean"
        ? posted !== null
        : typeof posted === "string"
          ? // A browser posts a text area's line breaks as CRLF (HTML's form encoding); the form had LF.
            posted.replace(/\r\n?/g, "\n")
          : start;
  }
  return values as V;
}

/**
 * A form's route action: the page posts here when scripts are off or not yet running. The posted
 * values are checked with the contract's schema, then sent to the API by the site's server; a 400
 * naming fields puts each message under its field, as the script does in the browser.
 */
export async function submitForm<S extends z.ZodType, V extends FormValues, R>(
  formData: FormData,
  { schema, initial, secret = [], send, unreachable }: FormActionOptions<S, V, R>,
): Promise<SubmittedForm<V, R>> {
  const posted = valuesOf(formData, initial);
  const values = { ...posted };
  for (const field of secret) values[field] = initial[field];
  const parsed = schema.safeParse(posted);
  if (!parsed.success) {
    return { values, errors: fieldErrorsOf<V>(parsed.error.issues), summary: null, result: null };
  }
  try {
    return { values, errors: {}, summary: null, result: await send(parsed.data) };
  } catch (error) {
    const failure = submitFailureOf(error, Object.keys(initial), unreachable);
    return { values, errors: failure.fields as FieldErrors<V>, summary: failure.summary, result: null };
  }
}
