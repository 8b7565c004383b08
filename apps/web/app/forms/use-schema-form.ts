import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";

export type FormValues = Record<string, string | boolean>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

export type Validation<S extends z.ZodType, V extends FormValues> =
  | { ok: true; data: z.output<S> }
  | { ok: false; errors: FieldErrors<V> };

/** The first message per top-level field, in the order the schema reports them. */
export function fieldErrorsOf<V extends FormValues>(issues: readonly z.core.$ZodIssue[]): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as keyof V & string;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** What a form's route action answered (`SubmittedForm`), as far as the form's state goes. */
export interface PostedState<V extends FormValues> {
  values: V;
  errors: FieldErrors<V>;
  result: unknown;
}

/** The answer when it refused the form; an accepted form starts again from its starting values. */
function refusedOf<V extends FormValues>(posted: PostedState<V> | undefined): PostedState<V> | undefined {
  return posted && posted.result == null ? posted : undefined;
}

/**
 * Form state checked against the same zod schema the API uses. A field is checked when it loses
 * focus with something typed in it; after the first submit every change is checked at once, so an
 * error disappears as soon as it is fixed. Without a schema (a form its route action alone checks)
 * the state is what was typed and what the action answered.
 */
export function useSchemaForm<S extends z.ZodType, V extends FormValues>(
  schema: S | undefined,
  initial: V,
  /** What the route's action answered: when the form was posted without scripts, or by React Router. */
  posted?: PostedState<V>,
) {
  const [values, setValues] = useState<V>(refusedOf(posted)?.values ?? initial);
  const [errors, setErrors] = useState<FieldErrors<V>>(posted?.errors ?? {});
  const submitted = useRef(refusedOf(posted) !== undefined);

  const check = useCallback(
    (next: V, field: keyof V & string) => {
      if (!schema) return;
      const result = schema.safeParse(next);
      const message = result.success ? undefined : fieldErrorsOf<V>(result.error.issues)[field];
      setErrors((current) => ({ ...current, [field]: message }));
    },
    [schema],
  );

  const setValue = useCallback(
    (field: keyof V & string, value: V[keyof V]) => {
      setValues((current) => {
        const next = { ...current, [field]: value };
        if (submitted.current) check(next, field);
        return next;
      });
    },
    [check],
  );

  const blur = useCallback(
    (field: keyof V & string) => {
      if (values[field] !== "" && values[field] !== false) check(values, field);
    },
    [check, values],
  );

  /** Checks everything and shows every error; answers the parsed data or the errors. */
  const validate = useCallback((): Validation<S, V> => {
    submitted.current = true;
    if (!schema) return { ok: true, data: values as z.output<S> };
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return { ok: true, data: result.data };
    }
    const found = fieldErrorsOf<V>(result.error.issues);
    setErrors(found);
    return { ok: false, errors: found };
  }, [schema, values]);

  const reset = useCallback(() => {
    submitted.current = false;
    setValues(initial);
    setErrors({});
  }, [initial]);

  // A later answer of the route action (the form posted by React Router, the page staying) is the
  // form's state in turn: what was sent and what to fix, or, once accepted, the form ready for the
  // next one from its starting values.
  const answered = useRef(posted);
  // Counts those answers: controls that keep their own value start again from the form's at each.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (answered.current === posted) return;
    answered.current = posted;
    const refused = refusedOf(posted);
    submitted.current = refused !== undefined;
    setValues(refused?.values ?? initial);
    setErrors(refused?.errors ?? {});
    setAnswers((count) => count + 1);
  }, [posted, initial]);

  return { values, errors, setErrors, setValue, blur, validate, reset, answers };
}

export type SchemaForm<V extends FormValues, S extends z.ZodType = z.ZodType> = ReturnType<
  typeof useSchemaForm<S, V>
>;
