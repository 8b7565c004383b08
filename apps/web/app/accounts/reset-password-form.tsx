import { passwordLength, type ResetPasswordRequest, resetPasswordRequestSchema } from "@quillspin/contracts";
import { useId, useMemo } from "react";
import { browserApi } from "../api/browser-api";
import { ErrorSummary } from "../forms/error-summary";
import { SubmitButton } from "../forms/submit-button";
import { useFormSubmission } from "../forms/use-form-submission";
import { useSchemaForm } from "../forms/use-schema-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { session } from "../session/session";
import { PasswordField } from "./password-field";
import "../forms/forms.css";

/** The token of the emailed link, checked in shape before anything is sent. */
export function isResetToken(token: string): boolean {
  return resetPasswordRequestSchema.shape.token.safeParse(token).success;
}

/**
 * Sets a new password with the link's token. The API signs the account out everywhere, so the
 * tokens this browser may hold are forgotten too. A spent or expired link is explained with the way
 * to a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const m = useMessages();
  const t = m.accounts.reset;
  const prefix = useId();
  const ids = useMemo(() => ({ password: `${prefix}-password`, token: `${prefix}-new-link` }), [prefix]);
  const initial = useMemo(() => ({ token, password: "" }), [token]);
  const form = useSchemaForm(resetPasswordRequestSchema, initial);
  const submission = useFormSubmission({
    form,
    fieldIds: ids,
    send: async (data: ResetPasswordRequest) => {
      await browserApi.post("/auth/reset-password", data);
      await session.endLocally();
      return true;
    },
  });
  const { values, errors, setValue, blur } = form;

  if (submission.result) {
    return (
      <div ref={submission.successRef} className="form-success" role="status" tabIndex={-1}>
        <h2 className="form-success__title">{t.doneTitle}</h2>
        <p>{t.doneText}</p>
        <AppLink className="button button--primary" to="/client-area">
          {t.signIn}
        </AppLink>
      </div>
    );
  }

  return (
    <form className="form" method="post" noValidate onSubmit={submission.onSubmit} aria-label={t.h1}>
      <noscript>
        <p className="form__noscript">{m.accounts.clientArea.noScript}</p>
      </noscript>
      <ErrorSummary ref={submission.summaryRef} items={submission.summary} />
      <PasswordField
        id={ids.password}
        name="password"
        autoComplete="new-password"
        label={t.password}
        hint={m.accounts.password.hint(passwordLength.min, passwordLength.max)}
        value={values.password}
        error={errors.password}
        onValue={(value) => setValue("password", value)}
        onBlur={() => blur("password")}
      />
      <SubmitButton busy={submission.busy}>{t.submit}</SubmitButton>
      <p className="form__lead">
        <AppLink id={ids.token} to="/forgot-password">
          {t.askAgain}
        </AppLink>
      </p>
    </form>
  );
}
