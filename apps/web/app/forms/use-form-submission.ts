import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { formsMessages } from "../locale/areas/forms";
import { useMessages } from "../locale/locale-context";
import { submitFailureOf } from "./api-field-errors";
import type { SummaryItem } from "./error-summary";
import type { SubmittedForm } from "./form-action";
import type { FormValues, SchemaForm } from "./use-schema-form";

interface SubmissionOptions<S extends z.ZodType, V extends FormValues, R, Shown extends keyof V & string> {
  form: SchemaForm<V, S>;
  /** The id of each field's control, in the order the form shows them. */
  fieldIds: Readonly<Record<Shown, string>>;
  /** Sends the checked form by script; none when the page posts it to its route action instead. */
  send: ((data: z.output<S>) => Promise<R>) | undefined;
  /** What the route's action answered: when the form was posted without scripts, or by React Router. */
  posted?: SubmittedForm<V, R>;
}

/**
 * The error summary's lines in the form's order: the sentence about the whole form, then each shown
 * field's message linked to its control, then what was said of a field the form does not show (a
 * hidden one), which nobody could fix in place, as a sentence.
 */
export function summaryOf(
  fieldIds: Readonly<Record<string, string>>,
  errors: Partial<Record<string, string>>,
  formMessage: string | null,
): SummaryItem[] {
  return [
    ...(formMessage ? [{ fieldId: null, message: formMessage }] : []),
    ...Object.entries<string>(fieldIds).flatMap(([field, id]) => {
      const message = errors[field];
      return message ? [{ fieldId: id, message }] : [];
    }),
    ...Object.entries(errors).flatMap(([field, message]) =>
      message && !(field in fieldIds) ? [{ fieldId: null, message }] : [],
    ),
  ];
}

/**
 * Submit handling every form shares: check with the schema, send, and on failure list what to fix
 * above the form and move focus there; on success keep the answer so the form can be replaced. A
 * form without `send` is posted to its route action by React Router (or by the browser before
 * scripts run), and each answer of the action is shown the same way.
 */
export function useFormSubmission<
  S extends z.ZodType,
  V extends FormValues,
  R,
  Shown extends keyof V & string,
>({ form, fieldIds, send, posted }: SubmissionOptions<S, V, R, Shown>) {
  const m = useMessages(formsMessages);
  const summaryOfPosted = (answer: SubmittedForm<V, R> | undefined) =>
    answer ? summaryOf(fieldIds, answer.errors, answer.summary) : [];
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<SummaryItem[]>(() => summaryOfPosted(posted));
  const [result, setResult] = useState<R | null>(posted?.result ?? null);
  // A form posted to its route action by React Router takes the focus to what to fix as soon as the
  // page is interactive, as after each later answer.
  const [failures, setFailures] = useState(() => (!send && summaryOfPosted(posted).length > 0 ? 1 : 0));
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const answered = useRef(posted);
  useEffect(() => {
    if (answered.current === posted) return;
    answered.current = posted;
    const items = posted ? summaryOf(fieldIds, posted.errors, posted.summary) : [];
    setSummary(items);
    setResult(posted?.result ?? null);
    if (items.length > 0) setFailures((count) => count + 1);
  }, [posted, fieldIds]);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);
  useEffect(() => {
    if (result !== null) successRef.current?.focus();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Left to React Router, which posts it to the route action.
    if (!send) return;
    event.preventDefault();
    if (busy) return;
    const checked = form.validate();
    if (!checked.ok) {
      setSummary(summaryOf(fieldIds, checked.errors, null));
      setFailures((count) => count + 1);
      return;
    }
    setBusy(true);
    setSummary([]);
    try {
      setResult(await send(checked.data));
    } catch (error) {
      const failure = submitFailureOf(error, Object.keys(fieldIds), m.forms.unreachable);
      form.setErrors(failure.fields as typeof form.errors);
      setSummary(summaryOf(fieldIds, failure.fields, failure.summary));
      setFailures((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    form.reset();
    setSummary([]);
    setResult(null);
  }

  return { busy, summary, result, onSubmit, startOver, summaryRef, successRef };
}
