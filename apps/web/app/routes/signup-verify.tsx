import { type VerifyEmailResponse, verifyEmailRequestSchema } from "@quillspin/contracts";
import { useActionData } from "react-router";
import { EmailedLinkPage } from "../accounts/emailed-link-page";
import { isVerificationToken, VerifyEmailForm } from "../accounts/verify-email-form";
import { serverApi } from "../api/server-api.server";
import { submitForm } from "../forms/form-action";
import { useMessages } from "../locale/locale-context";
import { loadMessages, withAreas } from "../locale/messages";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/signup-verify";
import "../accounts/accounts.css";
import { readPostedForm } from "../forms/posted-form.server";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

/** The button pressed before scripts run: the token comes from the link's address, as the form's does. */
export async function action({ request }: Route.ActionArgs) {
  const api = serverApi(request);
  const m = withAreas(await loadMessages(api.locale), api.locale, [formsMessages]);
  return submitForm(await readPostedForm(request), {
    schema: verifyEmailRequestSchema,
    initial: { token: new URL(request.url).searchParams.get("token") ?? "" },
    send: (data) => api.post<VerifyEmailResponse>("/auth/verify-email", data),
    unreachable: m.forms.unreachable,
  });
}

/** The page of the emailed confirmation link (`/signup/verify?token=…`); opening it changes nothing until the button is pressed. */
export default function SignUpVerify() {
  const t = useMessages(accountsMessages, formsMessages).accounts.verify;
  const posted = useActionData<typeof action>();
  return (
    <EmailedLinkPage
      copy={t}
      isToken={isVerificationToken}
      retry={{ to: "/signup", label: t.signUp }}
      form={(token) => <VerifyEmailForm token={token} posted={posted} />}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, accountsMessages, formsMessages);
  return pageMeta({
    title: m.accounts.verify.title,
    description: m.accounts.verify.description,
    noindex: true,
  });
}
