import {
  type VerifyEmailRequest,
  type VerifyEmailResponse,
  verifyEmailRequestSchema,
} from "@quillspin/contracts";
import { useMemo } from "react";
import { browserApi } from "../api/browser-api";
import type { SubmittedForm } from "../forms/form-action";
import { FormFrame } from "../forms/form-frame";
import { FormSuccess } from "../forms/form-success";
import { useForm } from "../forms/use-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { session } from "../session/session";
import "../forms/forms.css";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

export type PostedVerification = SubmittedForm<{ token: string }, VerifyEmailResponse>;

/** A refused token is about the link, so its message in the summary leads to signing in for a new one. */
const verifyFields = { token: "sign-in" } as const;

/** The token of the emailed link, checked in shape before anything is sent. */
export function isVerificationToken(token: string): boolean {
  return verifyEmailRequestSchema.shape.token.safeParse(token).success;
}

/**
 * Confirms the address with the link's token. A button rather than on load: mail scanners that
 * open links must not spend them. The partner then signs in, with the address filled in (by script;
 * `posted` is what the page's action answered when the button was pressed without scripts).
 */
export function VerifyEmailForm({
  token,
  posted,
}: {
  token: string;
  posted: PostedVerification | undefined;
}) {
  const m = useMessages(accountsMessages, formsMessages);
  const t = m.accounts.verify;
  const initial = useMemo(() => ({ token }), [token]);
  const verify = useForm({
    schema: verifyEmailRequestSchema,
    initial,
    fields: verifyFields,
    send: async (data: VerifyEmailRequest) => {
      const confirmed = await browserApi.post<VerifyEmailResponse>("/auth/verify-email", data);
      await session.updateSettings({ signInEmail: confirmed.email });
      return confirmed;
    },
    routeAction: { posted },
  });

  if (verify.result) {
    return (
      <FormSuccess form={verify} title={t.doneTitle} text={verify.result.message}>
        <AppLink className="button button--primary" to="/client-area">
          {t.signIn}
        </AppLink>
      </FormSuccess>
    );
  }

  return (
    <FormFrame
      form={verify}
      label={t.h1}
      noScript={m.accounts.clientArea.noScript}
      submit={t.submit}
      after={
        <p className="form__lead">
          <AppLink id={verify.ids.token} to="/client-area">
            {t.signIn}
          </AppLink>
        </p>
      }
    >
      {null}
    </FormFrame>
  );
}
