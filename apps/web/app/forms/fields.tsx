import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { useMessages } from "../locale/locale-context";

interface FieldBase {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Optional fields say so in their label; required ones are the norm and are not marked. */
  optional?: boolean;
}

function describedBy(id: string, hint: unknown, error: unknown, extra?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", extra ?? ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldLabel({ id, label, optional }: Pick<FieldBase, "id" | "label" | "optional">) {
  const m = useMessages();
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {optional ? <span className="field__optional"> ({m.forms.optional})</span> : null}
    </label>
  );
}

function FieldNotes({ id, hint, error }: Pick<FieldBase, "id" | "hint" | "error">) {
  const m = useMessages();
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          <span className="visually-hidden">{m.forms.errorPrefix} </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextFieldProps = FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange"> & {
    onValue: (value: string) => void;
    ref?: Ref<HTMLInputElement>;
  };

export function TextField({ id, label, hint, error, optional, onValue, ref, ...input }: TextFieldProps) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <FieldLabel id={id} label={label} optional={optional} />
      <FieldNotes id={id} hint={hint} error={error} />
      <input
        {...input}
        ref={ref}
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}

type TextAreaFieldProps = FieldBase &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "onChange"> & {
    onValue: (value: string) => void;
    /** Shown under the box, e.g. "120 of 5000 characters"; not announced on every key press. */
    counter?: string;
  };

export function TextAreaField({
  id,
  label,
  hint,
  error,
  optional,
  onValue,
  counter,
  ...area
}: TextAreaFieldProps) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <FieldLabel id={id} label={label} optional={optional} />
      <FieldNotes id={id} hint={hint} error={error} />
      <textarea
        {...area}
        id={id}
        className="field__control field__control--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onValue(event.target.value)}
      />
      {counter ? <p className="field__counter">{counter}</p> : null}
    </div>
  );
}

type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "onChange"> & {
    onValue: (value: string) => void;
    placeholder: string;
    options: readonly { value: string; label: string }[];
  };

export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  onValue,
  placeholder,
  options,
  ...select
}: SelectFieldProps) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <FieldLabel id={id} label={label} optional={optional} />
      <FieldNotes id={id} hint={hint} error={error} />
      <select
        {...select}
        id={id}
        className="field__control field__control--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onValue(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type CheckboxFieldProps = Omit<FieldBase, "optional"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "type"> & {
    onValue: (value: boolean) => void;
  };

export function CheckboxField({ id, label, hint, error, onValue, ...input }: CheckboxFieldProps) {
  return (
    <div className={`field field--checkbox${error ? " field--invalid" : ""}`}>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="field__choice">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onValue(event.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}

/**
 * The trap for bots: off-screen, out of the tab order and hidden from assistive technology, so
 * only a script filling every input puts anything in it.
 */
export function HoneypotField({
  id,
  label,
  value,
  onValue,
}: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
}) {
  return (
    <div className="field--trap" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
