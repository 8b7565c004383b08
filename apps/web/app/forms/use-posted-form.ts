// Beside use-form.ts rather than in it: the public pages' forms share that module with the back
// office's, and what only the back office uses stays out of their scripts.
import type { FieldsOf } from "./field-bindings";
import type { SubmittedForm } from "./form-action";
import { useFieldIds } from "./use-form";
import { useFormSubmission } from "./use-form-submission";
import { type FieldErrors, type FormValues, useSchemaForm } from "./use-schema-form";

/**
 * The props for a form posted only to its route action (`usePostedForm`): each control keeps its own
 * value, starting from the form's, so what is typed before scripts run stays when they do, and the
 * form posts what its controls hold.
 */
function ownValueBindings<V extends FormValues, Shown extends string>(
  form: { values: V; errors: FieldErrors<V> },
  ids: Record<Shown, string>,
) {
  const { values, errors } = form;
  const shown = (field: Shown & keyof V & string) => ({ id: ids[field], name: field, error: errors[field] });
  return {
    textField: <K extends FieldsOf<V, string> & Shown>(field: K) => ({
      ...shown(field),
      defaultValue: values[field] as string,
    }),
    checkboxField: <K extends FieldsOf<V, boolean> & Shown>(field: K) => ({
      ...shown(field),
      defaultChecked: values[field] as boolean,
    }),
  };
}

interface PostedFormOptions<V extends FormValues, R, Shown extends keyof V & string> {
  initial: V;
  /** Each field shown, in order, with the end of its control's id (as `useForm`'s `fields`). */
  fields: Readonly<Record<Shown, string>>;
  /** What the route action answered last, if anything. */
  posted: SubmittedForm<V, R> | undefined;
  /** The route the form posts to; the page's own by default. */
  action?: string;
}

/**
 * The same form, with the same ids, summary, messages and frame, for a form always posted to a
 * route action, which checks it with the contract's schema and calls the API from the site's server
 * (the back office's forms): by the browser before scripts run, by React Router after, so the page
 * is the same either way. Each answer of the action is the form's state: what to fix with the values
 * sent, or, once accepted, the form from its starting values again.
 */
export function usePostedForm<V extends FormValues, R, Shown extends keyof V & string>({
  initial,
  fields,
  posted,
  action,
}: PostedFormOptions<V, R, Shown>) {
  const { prefix, ids } = useFieldIds(fields);
  const form = useSchemaForm(undefined, initial, posted);
  const submission = useFormSubmission({ form, fieldIds: ids, send: undefined, posted });
  return {
    ...submission,
    ...ownValueBindings(form, ids),
    ids,
    postsToRoute: true,
    postedOnly: { action, answers: form.answers },
    titleId: `${prefix}-title`,
  };
}
