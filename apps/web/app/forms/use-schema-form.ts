import { useCallback, useRef, useState } from "react";
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

/**
 * Form state checked against the same zod schema the API uses. A field is checked when it loses
 * focus with something typed in it; after the first submit every change is checked at once, so an
 * error disappears as soon as it is fixed.
 */
export function useSchemaForm<S extends z.ZodType, V extends FormValues>(
  schema: S,
  initial: V,
  /** What the route's action answered when the form was posted without scripts. */
  posted?: { values: V; errors: FieldErrors<V> },
) {
  const [values, setValues] = useState<V>(posted?.values ?? initial);
  const [errors, setErrors] = useState<FieldErrors<V>>(posted?.errors ?? {});
  const submitted = useRef(posted !== undefined);

  const check = useCallback(
    (next: V, field: keyof V & string) => {
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

  return { values, errors, setErrors, setValue, blur, validate, reset };
}

export type SchemaForm<V extends FormValues, S extends z.ZodType = z.ZodType> = ReturnType<
  typeof useSchemaForm<S, V>
>;
