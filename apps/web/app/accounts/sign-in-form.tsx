import { type LoginRequest, loginRequestSchema, type SessionTokens } from "@quillspin/contracts";
import { useMemo } from "react";
import { browserApi } from "../api/browser-api";
import { EmailField } from "../forms/fields";
import { FormFrame } from "../forms/form-frame";
import { useForm } from "../forms/use-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { session, useSession } from "../session/session";
import { PasswordField } from "./password-field";
import "../forms/forms.css";

const signInFields = { email: "email", password: "password" } as const;

/** Email and password; on success the session holds the tokens and the page shows the signed-in view. */
export function SignInForm() {
  const m = useMessages();
  const t = m.accounts.signIn;
  const { settings } = useSession();
  const initial = useMemo(
    () => ({ email: settings.signInEmail ?? "", password: "" }),
    [settings.signInEmail],
  );
  const signIn = useForm({
    schema: loginRequestSchema,
    initial,
    fields: signInFields,
    send: async (data: LoginRequest) => {
      const tokens = await browserApi.post<SessionTokens>("/auth/login", data);
      await session.signIn(tokens);
      await session.updateSettings({ signInEmail: data.email });
      return tokens;
    },
  });

  return (
    <FormFrame
      form={signIn}
      title={t.title}
      submit={t.submit}
      after={
        <p className="form__lead">
          <AppLink to="/forgot-password">{t.forgot}</AppLink>
        </p>
      }
    >
      <EmailField {...signIn.textField("email")} autoComplete="username" label={t.email} />
      <PasswordField {...signIn.textField("password")} autoComplete="current-password" label={t.password} />
    </FormFrame>
  );
}
