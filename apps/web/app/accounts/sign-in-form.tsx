import {
  emailUnverifiedMessage,
  type LoginRequest,
  loginRequestSchema,
  type SessionTokens,
} from "@quillspin/contracts";
import { useMemo, useState } from "react";
import { ApiRequestError } from "../api/api-request-error";
import { browserApi } from "../api/browser-api";
import { EmailField } from "../forms/fields";
import type { SubmittedForm } from "../forms/form-action";
import { FormFrame } from "../forms/form-frame";
import { FormSuccess } from "../forms/form-success";
import { useForm } from "../forms/use-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { session, useSession } from "../session/session";
import { PasswordField } from "./password-field";
import { emptySignIn, type SignedIn, signInFields } from "./sign-in-fields";
import "../forms/forms.css";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

export type PostedSignIn = SubmittedForm<typeof emptySignIn, SignedIn>;

/**
 * Email and password; on success the session holds the tokens and the page shows the signed-in view.
 * An account whose address is not confirmed yet is refused with a way to a new confirmation link,
 * asked for with the same credentials. `routeAction` is set on the client area, whose action checks
 * the password when the form is posted without scripts but keeps no session; `posted` is its answer.
 */
export function SignInForm({ routeAction }: { routeAction?: { posted: PostedSignIn | undefined } }) {
  const m = useMessages(accountsMessages, formsMessages);
  const t = m.accounts.signIn;
  const { settings } = useSession();
  const initial = useMemo(
    () => ({ ...emptySignIn, email: settings.signInEmail ?? "" }),
    [settings.signInEmail],
  );
  const [unconfirmed, setUnconfirmed] = useState<LoginRequest | null>(null);
  const [resend, setResend] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  const signIn = useForm({
    schema: loginRequestSchema,
    initial,
    fields: signInFields,
    send: async (data: LoginRequest): Promise<SignedIn> => {
      setUnconfirmed(null);
      setResend({ busy: false, message: null });
      const tokens = await browserApi.post<SessionTokens>("/auth/login", data).catch((error: unknown) => {
        if (
          error instanceof ApiRequestError &&
          error.status === 403 &&
          error.serverMessage === emailUnverifiedMessage
        ) {
          setUnconfirmed(data);
        }
        throw error;
      });
      await session.signIn(tokens);
      await session.updateSettings({ signInEmail: data.email });
      return { signedIn: true };
    },
    routeAction,
  });

  if (routeAction?.posted?.result) {
    return <FormSuccess form={signIn} title={t.signedInTitle} text={t.signedInText} />;
  }

  return (
    <FormFrame
      form={signIn}
      title={t.title}
      submit={t.submit}
      after={
        <>
          {unconfirmed ? (
            <div className="form__lead">
              <button
                type="button"
                className="button"
                disabled={resend.busy}
                onClick={async () => {
                  setResend({ busy: true, message: null });
                  const answer = await browserApi
                    .post<{ message: string }>("/auth/verify-email/resend", unconfirmed)
                    .then((accepted) => accepted.message)
                    .catch(() => null);
                  setResend({ busy: false, message: answer });
                }}
              >
                {resend.busy ? t.resending : t.resend}
              </button>
              <p role="status">{resend.message}</p>
            </div>
          ) : null}
          <p className="form__lead">
            <AppLink to="/forgot-password">{t.forgot}</AppLink>
          </p>
        </>
      }
    >
      <EmailField {...signIn.textField("email")} autoComplete="username" label={t.email} />
      <PasswordField {...signIn.textField("password")} autoComplete="current-password" label={t.password} />
    </FormFrame>
  );
}
