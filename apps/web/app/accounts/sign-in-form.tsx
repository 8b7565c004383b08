import { type LoginRequest, loginRequestSchema, type SessionTokens } from "@quillspin/contracts";
import { useId, useMemo } from "react";
import { browserApi } from "../api/browser-api";
import { ErrorSummary } from "../forms/error-summary";
import { TextField } from "../forms/fields";
import { SubmitButton } from "../forms/submit-button";
import { useFormSubmission } from "../forms/use-form-submission";
import { useSchemaForm } from "../forms/use-schema-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { session, useSession } from "../session/session";
import { PasswordField } from "./password-field";
import "../forms/forms.css";

/** Email and password; on success the session holds the tokens and the page shows the signed-in view. */
export function SignInForm() {
  const m = useMessages();
  const t = m.accounts.signIn;
  const prefix = useId();
  const ids = useMemo(() => ({ email: `${prefix}-email`, password: `${prefix}-password` }), [prefix]);
  const { settings } = useSession();
  const initial = useMemo(
    () => ({ email: settings.signInEmail ?? "", password: "" }),
    [settings.signInEmail],
  );
  const form = useSchemaForm(loginRequestSchema, initial);
  const submission = useFormSubmission({
    form,
    fieldIds: ids,
    send: async (data: LoginRequest) => {
      const tokens = await browserApi.post<SessionTokens>("/auth/login", data);
      await session.signIn(tokens);
      await session.updateSettings({ signInEmail: data.email });
      return tokens;
    },
  });
  const { values, errors, setValue, blur } = form;

  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={submission.onSubmit}
      aria-labelledby={`${prefix}-title`}
    >
      <h2 id={`${prefix}-title`}>{t.title}</h2>
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
      <PasswordField
        id={ids.password}
        name="password"
        autoComplete="current-password"
        label={t.password}
        value={values.password}
        error={errors.password}
        onValue={(value) => setValue("password", value)}
        onBlur={() => blur("password")}
      />
      <SubmitButton busy={submission.busy}>{t.submit}</SubmitButton>
      <p className="form__lead">
        <AppLink to="/forgot-password">{t.forgot}</AppLink>
      </p>
    </form>
  );
}
