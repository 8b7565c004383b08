import {
  type RegistrationRequest,
  type RegistrationResponse,
  registrationRequestSchema,
} from "@quillspin/contracts";
import { browserApi } from "../api/browser-api";
import { ConsentField } from "../forms/consent-field";
import { EmailField, TextField } from "../forms/fields";
import type { SubmittedForm } from "../forms/form-action";
import { FormFrame } from "../forms/form-frame";
import { FormSuccess } from "../forms/form-success";
import { useForm } from "../forms/use-form";
import { useMessages } from "../locale/locale-context";
import { session } from "../session/session";
import { NewPasswordField } from "./new-password-field";
import { emptyRegistration, registrationFields } from "./sign-up-fields";
import "../forms/forms.css";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

export type PostedRegistration = SubmittedForm<typeof emptyRegistration, RegistrationResponse>;

/**
 * Registration answers the same for a new address and a taken one, so the form never says which:
 * either way the next step is in the inbox (a confirmation link, or a note to the address's owner).
 * `posted` is what the page's action answered when the form was posted without scripts.
 */
export function SignUpForm({ posted }: { posted: PostedRegistration | undefined }) {
  const m = useMessages(accountsMessages, formsMessages);
  const t = m.accounts.signUp;
  const signUp = useForm({
    schema: registrationRequestSchema,
    initial: emptyRegistration,
    fields: registrationFields,
    send: async (data: RegistrationRequest) => {
      const accepted = await browserApi.post<RegistrationResponse>("/auth/registration", data);
      await session.updateSettings({ signInEmail: data.email });
      return accepted;
    },
    routeAction: { posted },
  });

  if (signUp.result) {
    return (
      <FormSuccess form={signUp} title={t.sentTitle} text={signUp.result.message}>
        <p>{t.sentNext}</p>
        <p className="form-actions">
          <button type="button" className="button" onClick={signUp.startOver}>
            {t.another}
          </button>
        </p>
      </FormSuccess>
    );
  }

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
