import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from "@quillspin/contracts";
import { useId, useMemo } from "react";
import { browserApi } from "../api/browser-api";
import { ErrorSummary } from "../forms/error-summary";
import { TextField } from "../forms/fields";
import { SubmitButton } from "../forms/submit-button";
import { useFormSubmission } from "../forms/use-form-submission";
import { useSchemaForm } from "../forms/use-schema-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { useSession } from "../session/session";
import "../forms/forms.css";

/** Asks for a reset link; the API answers the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const m = useMessages();
  const t = m.accounts.forgot;
  const prefix = useId();
  const ids = useMemo(() => ({ email: `${prefix}-email` }), [prefix]);
  const { settings } = useSession();
  const initial = useMemo(() => ({ email: settings.signInEmail ?? "" }), [settings.signInEmail]);
  const form = useSchemaForm(forgotPasswordRequestSchema, initial);
  const submission = useFormSubmission({
    form,
    fieldIds: ids,
    send: (data: ForgotPasswordRequest) =>
      browserApi.post<{ message: string }>("/auth/forgot-password", data),
  });
  const { values, errors, setValue, blur } = form;

  if (submission.result) {
    return (
      <div ref={submission.successRef} className="form-success" role="status" tabIndex={-1}>
        <h2 className="form-success__title">{t.sentTitle}</h2>
        <p>{submission.result.message}</p>
        <p className="form-actions">
          <AppLink className="button button--primary" to="/client-area">
            {t.backToSignIn}
          </AppLink>
          <button type="button" className="button" onClick={submission.startOver}>
            {t.another}
          </button>
        </p>
      </div>
    );
  }

  return (
    <form className="form" method="post" noValidate onSubmit={submission.onSubmit} aria-label={t.h1}>
      <noscript>
        <p className="form__noscript">{m.accounts.clientArea.noScript}</p>
      </noscript>
      <ErrorSummary ref={submission.summaryRef} items={submission.summary} />
      <TextField
        id={ids.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        spellCheck={false}
        label={t.email}
        value={values.email}
        error={errors.email}
        onValue={(value) => setValue("email", value)}
        onBlur={() => blur("email")}
      />
      <SubmitButton busy={submission.busy}>{t.submit}</SubmitButton>
    </form>
  );
}
