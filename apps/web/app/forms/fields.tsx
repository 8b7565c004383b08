import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { formsMessages } from "../locale/areas/forms";
import { useMessages } from "../locale/locale-context";
import "./forms.css";

interface FieldBase {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Optional fields say so in their label; on the public site required ones are the norm and are not marked. */
  optional?: boolean;
  /**
   * Marked "(required)" in its label and announced as required: for forms where most fields may be
   * left empty (the back office's drafts), so the few that may not stand out.
   */
  required?: boolean;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldLabel({
  id,
  label,
  optional,
  required,
}: Pick<FieldBase, "id" | "label" | "optional" | "required">) {
  const m = useMessages(formsMessages);
  const text = (
    <label className="field__label" htmlFor={id}>
      {label}
      {optional ? <span className="field__optional"> ({m.forms.optional})</span> : null}
    </label>
  );
  if (!required) return text;
  // Beside the label, not in it: the label stays the field's name, and the control itself is
  // announced as required (aria-required), so the mark is for the eye only.
  return (
    <div className="field__heading">
      {text}
      <span className="field__required" aria-hidden="true">
        ({m.forms.required})
      </span>
    </div>
  );
}

function FieldNotes({ id, hint, error }: Pick<FieldBase, "id" | "hint" | "error">) {
  const m = useMessages(formsMessages);
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

/** The wrapper every boxed field shares: label, then hint and error, then the control. */
function FieldFrame({
  id,
  label,
  hint,
  error,
  optional,
  required,
  children,
}: FieldBase & { children: ReactNode }) {
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <FieldLabel id={id} label={label} optional={optional} required={required} />
      <FieldNotes id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

/** Parts the frame around the control from what goes on the control itself. */
function splitField<P extends FieldBase>({ id, label, hint, error, optional, required, ...control }: P) {
  return [{ id, label, hint, error, optional, required }, control] as const;
}

/** What ties a control to its label, hint and error for assistive technology. */
function controlOf({ id, hint, error, required }: Pick<FieldBase, "id" | "hint" | "error" | "required">) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-required": required ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
  };
}

type ControlProps<Attributes> = FieldBase &
  Omit<Attributes, "id" | "onChange"> & {
    /**
     * Told each change of a form that holds its fields' values. None for a field that keeps its own
     * (`defaultValue`), read by the browser when the form is sent: a filter's GET form.
     */
    onValue?: (value: string) => void;
  };

type TextFieldProps = ControlProps<InputHTMLAttributes<HTMLInputElement>> & {
  ref?: Ref<HTMLInputElement>;
};

export function TextField({ onValue, ref, ...props }: TextFieldProps) {
  const [frame, input] = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input
        {...input}
        ref={ref}
        {...controlOf(frame)}
        className="field__control"
        onChange={onValue && ((event) => onValue(event.target.value))}
      />
    </FieldFrame>
  );
}

/** A text box for an email address: the keyboard and checks of an address, never spell-checked. */
export function EmailField(props: Omit<TextFieldProps, "type" | "inputMode" | "spellCheck">) {
  return <TextField {...props} type="email" inputMode="email" spellCheck={false} />;
}

type TextAreaFieldProps = ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>> & {
  /** Shown under the box, e.g. "120 of 5000 characters"; not announced on every key press. */
  counter?: string;
};

export function TextAreaField({ onValue, counter, ...props }: TextAreaFieldProps) {
  const [frame, area] = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea
        {...area}
        {...controlOf(frame)}
        className="field__control field__control--area"
        onChange={onValue && ((event) => onValue(event.target.value))}
      />
      {counter ? <p className="field__counter">{counter}</p> : null}
    </FieldFrame>
  );
}

type FileFieldProps = FieldBase &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "type" | "value"> & {
    onFile: (file: File | null) => void;
    ref?: Ref<HTMLInputElement>;
  };

/** A file input: its value is the browser's, so the form keeps only what it was told on change. */
export function FileField({ onFile, ref, ...props }: FileFieldProps) {
  const [frame, input] = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input
        {...input}
        ref={ref}
        {...controlOf(frame)}
        type="file"
        className="field__control field__control--file"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </FieldFrame>
  );
}

type SelectFieldProps = ControlProps<SelectHTMLAttributes<HTMLSelectElement>> & {
  /** The first choice, empty: what to choose, or "any" in a filter. None when every choice is a value. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
};

export function SelectField({ onValue, placeholder, options, ...props }: SelectFieldProps) {
  const [frame, select] = splitField(props);
  return (
    <FieldFrame {...frame}>
      <select
        {...select}
        {...controlOf(frame)}
        className="field__control field__control--select"
        onChange={onValue && ((event) => onValue(event.target.value))}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = Omit<FieldBase, "optional"> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "type"> & {
    /** Told each change of a form that holds its fields' values; none for a box that keeps its own. */
    onValue?: (value: boolean) => void;
  };

export function CheckboxField({ id, label, hint, error, onValue, ...input }: CheckboxFieldProps) {
  return (
    <div className={`field field--checkbox${error ? " field--invalid" : ""}`}>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="field__choice">
        <input
          {...input}
          {...controlOf({ id, hint, error })}
          type="checkbox"
          onChange={onValue && ((event) => onValue(event.target.checked))}
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
  name,
  value,
  onValue,
}: {
  id: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
}) {
  const m = useMessages(formsMessages);
  return (
    <div className="field--trap" aria-hidden="true">
      <label htmlFor={id}>{m.forms.honeypot}</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}
