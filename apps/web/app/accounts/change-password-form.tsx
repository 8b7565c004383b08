import {
  type ChangePasswordRequest,
  changePasswordRequestSchema,
  passwordLength,
  type SessionTokens,
} from "@quillspin/contracts";
import { useId, useMemo } from "react";
import { ErrorSummary } from "../forms/error-summary";
import { SubmitButton } from "../forms/submit-button";
import { useFormSubmission } from "../forms/use-form-submission";
import { useSchemaForm } from "../forms/use-schema-form";
import { useMessages } from "../locale/locale-context";
import { accountApi } from "../session/account-api";
import { session } from "../session/session";
import { PasswordField } from "./password-field";
import "../forms/forms.css";

const emptyChange = { currentPassword: "", newPassword: "" };

/** The API signs every other session out and answers new tokens for this one, which the session keeps. */
export function ChangePasswordForm({ email }: { email: string }) {
  const m = useMessages();
  const t = m.accounts.changePassword;
  const prefix = useId();
  const ids = useMemo(
    () => ({ currentPassword: `${prefix}-current`, newPassword: `${prefix}-new` }),
    [prefix],
  );
  const form = useSchemaForm(changePasswordRequestSchema, emptyChange);
  const submission = useFormSubmission({
    form,
    fieldIds: ids,
    send: async (data: ChangePasswordRequest) => {
      const tokens = await accountApi.post<SessionTokens>("/auth/change-password", data);
      await session.signIn(tokens);
      return tokens;
    },
  });
  const { values, errors, setValue, blur } = form;

  if (submission.result) {
    return (
      <div ref={submission.successRef} className="form-success" role="status" tabIndex={-1}>
        <h3 className="form-success__title">{t.doneTitle}</h3>
        <p>{t.doneText}</p>
        <button type="button" className="button" onClick={submission.startOver}>
          {t.again}
        </button>
      </div>
    );
  }

  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={submission.onSubmit}
      aria-labelledby={`${prefix}-title`}
    >
      <h3 id={`${prefix}-title`}>{t.title}</h3>
      <p className="form__lead">{t.lead}</p>
      <ErrorSummary ref={submission.summaryRef} items={submission.summary} />
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        id={ids.currentPassword}
        name="currentPassword"
        autoComplete="current-password"
        label={t.current}
        value={values.currentPassword}
        error={errors.currentPassword}
        onValue={(value) => setValue("currentPassword", value)}
        onBlur={() => blur("currentPassword")}
      />
      <PasswordField
        id={ids.newPassword}
        name="newPassword"
        autoComplete="new-password"
        label={t.next}
        hint={m.accounts.password.hint(passwordLength.min, passwordLength.max)}
        value={values.newPassword}
        error={errors.newPassword}
        onValue={(value) => setValue("newPassword", value)}
        onBlur={() => blur("newPassword")}
      />
      <SubmitButton busy={submission.busy}>{t.submit}</SubmitButton>
    </form>
  );
}
