import type { FormValues, SchemaForm } from "./use-schema-form";

/** The fields of a form whose value is of type T. */
export type FieldsOf<V extends FormValues, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] &
  string;

type BoundForm<V extends FormValues> = Pick<SchemaForm<V>, "values" | "errors" | "setValue" | "blur">;

/**
 * The props that tie a field component to the form's state, so a form names each field once:
 * `<TextField {...form.textField("email")} label={...} />`.
 */
export function fieldBindings<V extends FormValues, Shown extends string>(
  form: BoundForm<V>,
  ids: Record<Shown, string>,
  prefix: string,
) {
  const { values, errors, setValue, blur } = form;
  const shown = (field: Shown & keyof V & string) => ({ id: ids[field], name: field, error: errors[field] });
  return {
    /** A text box, text area or select: checked when it loses focus (see useSchemaForm). */
    textField: <K extends FieldsOf<V, string> & Shown>(field: K) => ({
      ...shown(field),
      value: values[field] as string,
      onValue: (value: string) => setValue(field, value as V[K]),
      onBlur: () => blur(field),
    }),
    checkboxField: <K extends FieldsOf<V, boolean> & Shown>(field: K) => ({
      ...shown(field),
      checked: values[field] as boolean,
      onValue: (value: boolean) => setValue(field, value as V[K]),
    }),
    /** The bots' trap: not a field the visitor is shown, so it never appears in the error summary. */
    honeypotField: <K extends FieldsOf<V, string>>(field: K) => ({
      id: `${prefix}-${field}`,
      name: field,
      value: values[field] as string,
      onValue: (value: string) => setValue(field, value as V[K]),
    }),
  };
}
