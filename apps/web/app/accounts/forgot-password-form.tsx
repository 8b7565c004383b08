import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from "@quillspin/contracts";
import { useMemo } from "react";
import { browserApi } from "../api/browser-api";
import { EmailField } from "../forms/fields";
import type { SubmittedForm } from "../forms/form-action";
import { FormFrame } from "../forms/form-frame";
import { FormSuccess } from "../forms/form-success";
import { useForm } from "../forms/use-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { useSession } from "../session/session";
import { emptyForgotPassword, forgotFields } from "./forgot-password-fields";
import "../forms/forms.css";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

export type PostedForgotPassword = SubmittedForm<typeof emptyForgotPassword, { message: string }>;

/**
 * Asks for a reset link; the API answers the same whether or not the address has an account.
 * `posted` is what the page's action answered when the form was posted without scripts.
 */
export function ForgotPasswordForm({ posted }: { posted: PostedForgotPassword | undefined }) {
  const m = useMessages(accountsMessages, formsMessages);
  const t = m.accounts.forgot;
  const { settings } = useSession();
  const initial = useMemo(
    () => ({ ...emptyForgotPassword, email: settings.signInEmail ?? "" }),
    [settings.signInEmail],
  );
  const forgot = useForm({
    schema: forgotPasswordRequestSchema,
    initial,
    fields: forgotFields,
    send: (data: ForgotPasswordRequest) =>
      browserApi.post<{ message: string }>("/auth/forgot-password", data),
    routeAction: { posted },
  });

  if (forgot.result) {
    return (
      <FormSuccess form={forgot} title={t.sentTitle} text={forgot.result.message}>
        <p className="form-actions">
          <AppLink className="button button--primary" to="/client-area">
            {t.backToSignIn}
          </AppLink>
          <button type="button" className="button" onClick={forgot.startOver}>
            {t.another}
          </button>
        </p>
      </FormSuccess>
    );
  }

  return (
    <FormFrame form={forgot} label={t.h1} noScript={m.accounts.clientArea.noScript} submit={t.submit}>
      <EmailField {...forgot.textField("email")} autoComplete="username" label={t.email} />
    </FormFrame>
  );
}
