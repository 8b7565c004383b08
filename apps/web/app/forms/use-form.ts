import { useId, useMemo } from "react";
import type { z } from "zod";
import { fieldBindings } from "./field-bindings";
import type { SubmittedForm } from "./form-action";
import { useFormSubmission } from "./use-form-submission";
import { type FormValues, useSchemaForm } from "./use-schema-form";

interface FieldOptions<V extends FormValues, Shown extends keyof V & string> {
  initial: V;
  /**
   * Each field the visitor is shown, in the order the form shows them, with the end of its
   * control's id. The error summary lists their messages in this order.
   */
  fields: Readonly<Record<Shown, string>>;
}

interface FormOptions<S extends z.ZodType, V extends FormValues, R, Shown extends keyof V & string>
  extends FieldOptions<V, Shown> {
  /** The contract's schema: the same checks the API makes. */
  schema: S;
  send: (data: z.output<S>) => Promise<R>;
  /**
   * Set when the page's route has an action for this form (submitForm): the form then works
   * before scripts run, and `posted` is what that action answered.
   */
  routeAction?: { posted: SubmittedForm<V, R> | undefined };
}

/** Each shown field's control id, unique on the page. */
export function useFieldIds<Shown extends string>(fields: Readonly<Record<Shown, string>>) {
  const prefix = useId();
  const ids = useMemo(
    () =>
      Object.fromEntries(
        Object.entries<string>(fields).map(([field, idEnd]) => [field, `${prefix}-${idEnd}`]),
      ) as Record<Shown, string>,
    [prefix, fields],
  );
  return { prefix, ids };
}

/**
 * Everything a form of the site needs but its fields and copy: state checked against the schema,
 * ids unique on the page, submit handling, and the props that bind each field.
 */
export function useForm<S extends z.ZodType, V extends FormValues, R, Shown extends keyof V & string>({
  schema,
  initial,
  fields,
  send,
  routeAction,
}: FormOptions<S, V, R, Shown>) {
  const { prefix, ids } = useFieldIds(fields);
  const form = useSchemaForm(schema, initial, routeAction?.posted);
  const submission = useFormSubmission({ form, fieldIds: ids, send, posted: routeAction?.posted });
  return {
    ...submission,
    ...fieldBindings(form, ids, prefix),
    values: form.values,
    errors: form.errors,
    /** For a field the schema cannot see whole (a file's size): set a value or an error by hand. */
    setValue: form.setValue,
    setErrors: form.setErrors,
    ids,
    postsToRoute: routeAction !== undefined,
    /** The id of the heading that names the form, when it has one. */
    titleId: `${prefix}-title`,
  };
}
