import {
  passwordLength,
  type RegistrationRequest,
  type RegistrationResponse,
  registrationRequestSchema,
} from "@quillspin/contracts";
import { useId, useMemo } from "react";
import { useNavigate } from "react-router";
import { browserApi } from "../api/browser-api";
import { ErrorSummary } from "../forms/error-summary";
import { CheckboxField, TextField } from "../forms/fields";
import { PrivacyPolicyLink } from "../forms/privacy-policy-link";
import { SubmitButton } from "../forms/submit-button";
import { useFormSubmission } from "../forms/use-form-submission";
import { useSchemaForm } from "../forms/use-schema-form";
import { useLocale, useMessages } from "../locale/locale-context";
import { localizePath } from "../locale/localized-link";
import { session } from "../session/session";
import { asFieldRefusal } from "./field-refusal";
import { PasswordField } from "./password-field";
import "../forms/forms.css";

const emptyRegistration = {
  name: "",
  email: "",
  company: "",
  jobTitle: "",
  password: "",
  acceptTerms: false,
};

/** Registration signs the new partner in at once; the client area then shows the pending status. */
export function SignUpForm() {
  const m = useMessages();
  const t = m.accounts.signUp;
  const locale = useLocale();
  const navigate = useNavigate();
  const prefix = useId();
  const ids = useMemo(
    () => ({
      name: `${prefix}-name`,
      email: `${prefix}-email`,
      company: `${prefix}-company`,
      jobTitle: `${prefix}-job-title`,
      password: `${prefix}-password`,
      acceptTerms: `${prefix}-terms`,
    }),
    [prefix],
  );
  const form = useSchemaForm(registrationRequestSchema, emptyRegistration);
  const submission = useFormSubmission({
    form,
    fieldIds: ids,
    send: async (data: RegistrationRequest) => {
      const registered = await browserApi
        .post<RegistrationResponse>("/auth/registration", data)
        .catch((error: unknown) => {
          throw asFieldRefusal(error);
        });
      await session.signIn(registered);
      await session.updateSettings({ signInEmail: registered.account.email });
      navigate(localizePath("/client-area", locale));
      return registered;
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
      <h2 id={`${prefix}-title`}>{t.formTitle}</h2>
      <noscript>
        <p className="form__noscript">{m.accounts.clientArea.noScript}</p>
      </noscript>
      <ErrorSummary ref={submission.summaryRef} items={submission.summary} />
      <div className="form__row">
        <TextField
          id={ids.name}
          name="name"
          label={t.name}
          autoComplete="name"
          value={values.name}
          error={errors.name}
          onValue={(value) => setValue("name", value)}
          onBlur={() => blur("name")}
        />
        <TextField
          id={ids.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          label={t.email}
          hint={t.emailHint}
          value={values.email}
          error={errors.email}
          onValue={(value) => setValue("email", value)}
          onBlur={() => blur("email")}
        />
      </div>
      <div className="form__row">
        <TextField
          id={ids.company}
          name="company"
          label={t.company}
          autoComplete="organization"
          value={values.company}
          error={errors.company}
          onValue={(value) => setValue("company", value)}
          onBlur={() => blur("company")}
        />
        <TextField
          id={ids.jobTitle}
          name="jobTitle"
          label={t.jobTitle}
          autoComplete="organization-title"
          value={values.jobTitle}
          error={errors.jobTitle}
          onValue={(value) => setValue("jobTitle", value)}
          onBlur={() => blur("jobTitle")}
        />
      </div>
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
      <CheckboxField
        id={ids.acceptTerms}
        name="acceptTerms"
        label={
          <>
            {t.terms} <PrivacyPolicyLink /> {t.termsEnd}
          </>
        }
        checked={values.acceptTerms}
        error={errors.acceptTerms}
        onValue={(value) => setValue("acceptTerms", value)}
      />
      <SubmitButton busy={submission.busy}>{t.submit}</SubmitButton>
    </form>
  );
}
