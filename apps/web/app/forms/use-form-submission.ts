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
  send: (data: z.output<S>) => Promise<R>;
  /** What the route's action answered when the form was posted without scripts. */
  posted?: SubmittedForm<V, R>;
}

/**
 * Submit handling every form shares: check with the schema, send, and on failure list what to fix
 * above the form and move focus there; on success keep the answer so the form can be replaced.
 */
export function useFormSubmission<
  S extends z.ZodType,
  V extends FormValues,
  R,
  Shown extends keyof V & string,
>({ form, fieldIds, send, posted }: SubmissionOptions<S, V, R, Shown>) {
  const m = useMessages(formsMessages);
  const summaryOf = (errors: Partial<Record<string, string>>, formMessage: string | null): SummaryItem[] => [
    ...(formMessage ? [{ fieldId: null, message: formMessage }] : []),
    ...Object.entries<string>(fieldIds).flatMap(([field, id]) => {
      const message = errors[field];
      return message ? [{ fieldId: id, message }] : [];
    }),
  ];
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<SummaryItem[]>(() =>
    posted ? summaryOf(posted.errors, posted.summary) : [],
  );
  const [result, setResult] = useState<R | null>(posted?.result ?? null);
  const [failures, setFailures] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failures > 0) summaryRef.current?.focus();
  }, [failures]);
  useEffect(() => {
    if (result !== null) successRef.current?.focus();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = form.validate();
    if (!checked.ok) {
      setSummary(summaryOf(checked.errors, null));
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
      setSummary(summaryOf(failure.fields, failure.summary));
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
