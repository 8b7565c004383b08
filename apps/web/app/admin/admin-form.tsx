import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary, type SummaryItem } from "../forms/error-summary";
import type { SubmittedForm } from "../forms/form-action";
import { SubmitButton } from "../forms/submit-button";
import type { FormValues } from "../forms/use-schema-form";
import "../forms/forms.css";

/**
 * A back-office form's fields bound to what the route action answered: each field's id, name, the
 * value sent (secrets left out by `submitForm`) and its error. Fields are uncontrolled, so the form
 * is the same with and without scripts: the browser posts it, or React Router does.
 */
export function usePostedFields<V extends FormValues, Shown extends keyof V & string>(
  initial: V,
  fields: readonly Shown[],
  posted: SubmittedForm<V, unknown> | undefined,
) {
  const prefix = useId();
  const values = posted?.values ?? initial;
  const idOf = (field: Shown) => `${prefix}-${field}`;
  const summary: SummaryItem[] = posted
    ? [
        ...(posted.summary ? [{ fieldId: null, message: posted.summary }] : []),
        ...fields.flatMap((field) => {
          const message = posted.errors[field];
          return message ? [{ fieldId: idOf(field), message }] : [];
        }),
      ]
    : [];
  return {
    summary,
    /** The props of a text field (TextField, EmailField, PasswordField, TextAreaField). */
    textField: (field: Shown) => ({
      id: idOf(field),
      name: field,
      defaultValue: String(values[field] ?? ""),
      error: posted?.errors[field],
      onValue: () => undefined,
    }),
  };
}

interface AdminFormProps {
  /** Names the form for assistive technology. */
  label: string;
  /** What the action answered; a new answer with errors moves focus to the summary. */
  posted: SubmittedForm<FormValues, unknown> | undefined;
  summary: readonly SummaryItem[];
  submit: string;
  /** The route the form posts to; the page's own by default. */
  action?: string;
  children: ReactNode;
}

/**
 * The back office's form: posted to a route action, which checks it with the contract's schema and
 * calls the API from the site's server, so it works before and without scripts.
 */
export function AdminForm({ label, posted, summary, submit, action, children }: AdminFormProps) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && (action === undefined || navigation.formAction === action);
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (posted && summary.length > 0) summaryRef.current?.focus();
  }, [posted, summary.length]);
  return (
    <Form method="post" action={action} className="form" noValidate aria-label={label}>
      <ErrorSummary ref={summaryRef} items={summary} />
      {children}
      <SubmitButton busy={busy} waitForScripts={false}>
        {submit}
      </SubmitButton>
    </Form>
  );
}
