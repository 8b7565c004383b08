import { type ResetPasswordRequest, resetPasswordRequestSchema } from "@quillspin/contracts";
import { useMemo } from "react";
import { browserApi } from "../api/browser-api";
import type { SubmittedForm } from "../forms/form-action";
import { FormFrame } from "../forms/form-frame";
import { FormSuccess } from "../forms/form-success";
import { useForm } from "../forms/use-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { session } from "../session/session";
import { NewPasswordField } from "./new-password-field";
import "../forms/forms.css";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

export type PostedReset = SubmittedForm<{ token: string; password: string }, true>;

/** A refused token is about the link, so its message in the summary leads to the way to a new one. */
const resetFields = { password: "password", token: "new-link" } as const;

/** The token of the emailed link, checked in shape before anything is sent. */
export function isResetToken(token: string): boolean {
  return resetPasswordRequestSchema.shape.token.safeParse(token).success;
}

/**
 * Sets a new password with the link's token. The API signs the account out everywhere, so the
 * tokens this browser may hold are forgotten too. A spent or expired link is explained with the way
 * to a new one. `posted` is what the page's action answered when the form was posted without scripts
 * (the password is then changed and signed out everywhere by the API; this browser held no tokens a
 * script could forget).
 */
export function ResetPasswordForm({ token, posted }: { token: string; posted: PostedReset | undefined }) {
  const m = useMessages(accountsMessages, formsMessages);
  const t = m.accounts.reset;
  const initial = useMemo(() => ({ token, password: "" }), [token]);
  const reset = useForm({
    schema: resetPasswordRequestSchema,
    initial,
    fields: resetFields,
    send: async (data: ResetPasswordRequest) => {
      await browserApi.post("/auth/reset-password", data);
      await session.endLocally();
      return true;
    },
    routeAction: { posted },
  });

  if (reset.result) {
    return (
      <FormSuccess form={reset} title={t.doneTitle} text={t.doneText}>
        <AppLink className="button button--primary" to="/client-area">
          {t.signIn}
        </AppLink>
      </FormSuccess>
    );
  }

  return (
    <FormFrame
      form={reset}
      label={t.h1}
      noScript={m.accounts.clientArea.noScript}
      submit={t.submit}
      after={
        <p className="form__lead">
          <AppLink id={reset.ids.token} to="/forgot-password">
            {t.askAgain}
          </AppLink>
        </p>
      }
    >
      <NewPasswordField {...reset.textField("password")} label={t.password} />
    </FormFrame>
  );
}
