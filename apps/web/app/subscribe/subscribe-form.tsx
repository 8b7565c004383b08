import {
  type SubscribeRequest,
  type subscribeAcceptedSchema,
  subscribeRequestSchema,
} from "@quillspin/contracts";
import { useEffect, useId, useMemo, useRef } from "react";
import type { z } from "zod";
import { browserApi } from "../api/browser-api";
import { ErrorSummary } from "../forms/error-summary";
import { CheckboxField, HoneypotField, TextField } from "../forms/fields";
import { PrivacyPolicyLink } from "../forms/privacy-policy-link";
import { SubmitButton } from "../forms/submit-button";
import { useFormSubmission } from "../forms/use-form-submission";
import { useSchemaForm } from "../forms/use-schema-form";
import { useMessages } from "../locale/locale-context";
import "../forms/forms.css";

const emptySubscription = { email: "", consent: false, website: "" };

/**
 * The Subscribe dialog's form. It is its own chunk, loaded when the dialog first opens, so the
 * schema and zod stay out of every other page's JavaScript.
 */
export default function SubscribeForm() {
  const m = useMessages();
  const t = m.forms.subscribe;
  const prefix = useId();
  const ids = useMemo(() => ({ email: `${prefix}-email`, consent: `${prefix}-consent` }), [prefix]);
  const form = useSchemaForm(subscribeRequestSchema, emptySubscription);
  const submission = useFormSubmission({
    form,
    fieldIds: ids,
    send: async (data: SubscribeRequest): Promise<z.infer<typeof subscribeAcceptedSchema>> =>
      browserApi.post("/subscriptions", data),
  });
  const emailInput = useRef<HTMLInputElement>(null);
  const { values, errors, setValue, blur } = form;

  // The dialog opened before this chunk arrived, so focus sits on its close button: start at the email.
  useEffect(() => {
    emailInput.current?.focus();
  }, []);

  if (submission.result) {
    return (
      <div ref={submission.successRef} className="form-success" role="status" tabIndex={-1}>
        <h3 className="form-success__title">{t.successTitle}</h3>
        <p>{t.successText}</p>
      </div>
    );
  }

  return (
    <form className="form" method="post" noValidate onSubmit={submission.onSubmit}>
      <ErrorSummary ref={submission.summaryRef} items={submission.summary} />
      <TextField
        ref={emailInput}
        id={ids.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        label={t.email}
        value={values.email}
        error={errors.email}
        onValue={(value) => setValue("email", value)}
        onBlur={() => blur("email")}
      />
      <CheckboxField
        id={ids.consent}
        name="consent"
        label={
          <>
            {t.consent} <PrivacyPolicyLink /> {t.consentEnd}
          </>
        }
        checked={values.consent}
        error={errors.consent}
        onValue={(value) => setValue("consent", value)}
      />
      <HoneypotField
        id={`${prefix}-website`}
        label={m.forms.honeypot}
        value={values.website}
        onValue={(value) => setValue("website", value)}
      />
      <p className="form__lead">{t.note}</p>
      <SubmitButton busy={submission.busy}>{t.submit}</SubmitButton>
    </form>
  );
}
