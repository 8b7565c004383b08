import {
  type RegistrationRequest,
  type RegistrationResponse,
  registrationRequestSchema,
} from "@quillspin/contracts";
import { useNavigate } from "react-router";
import { browserApi } from "../api/browser-api";
import { ConsentField } from "../forms/consent-field";
import { EmailField, TextField } from "../forms/fields";
import { FormFrame } from "../forms/form-frame";
import { useForm } from "../forms/use-form";
import { useLocale, useMessages } from "../locale/locale-context";
import { localizePath } from "../locale/localized-link";
import { session } from "../session/session";
import { asFieldRefusal } from "./field-refusal";
import { NewPasswordField } from "./new-password-field";
import "../forms/forms.css";

const emptyRegistration = {
  name: "",
  email: "",
  company: "",
  jobTitle: "",
  password: "",
  acceptTerms: false,
};

const registrationFields = {
  name: "name",
  email: "email",
  company: "company",
  jobTitle: "job-title",
  password: "password",
  acceptTerms: "terms",
} as const;

/** Registration signs the new partner in at once; the client area then shows the pending status. */
export function SignUpForm() {
  const m = useMessages();
  const t = m.accounts.signUp;
  const locale = useLocale();
  const navigate = useNavigate();
  const signUp = useForm({
    schema: registrationRequestSchema,
    initial: emptyRegistration,
    fields: registrationFields,
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

  return (
    <FormFrame form={signUp} title={t.formTitle} noScript={m.accounts.clientArea.noScript} submit={t.submit}>
      <div className="form__row">
        <TextField {...signUp.textField("name")} label={t.name} autoComplete="name" />
        <EmailField {...signUp.textField("email")} autoComplete="email" label={t.email} hint={t.emailHint} />
      </div>
      <div className="form__row">
        <TextField {...signUp.textField("company")} label={t.company} autoComplete="organization" />
        <TextField {...signUp.textField("jobTitle")} label={t.jobTitle} autoComplete="organization-title" />
      </div>
      <NewPasswordField {...signUp.textField("password")} label={t.password} />
      <ConsentField {...signUp.checkboxField("acceptTerms")} text={t.terms} textEnd={t.termsEnd} />
    </FormFrame>
  );
}
