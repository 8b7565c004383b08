import { forgotPasswordRequestSchema } from "@quillspin/contracts";
import { useActionData } from "react-router";
import { AccountHero } from "../accounts/account-hero";
import { emptyForgotPassword } from "../accounts/forgot-password-fields";
import { ForgotPasswordForm } from "../accounts/forgot-password-form";
import { serverApi } from "../api/server-api.server";
import { submitForm } from "../forms/form-action";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { loadMessages, withAreas } from "../locale/messages";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/forgot-password";
import "../accounts/accounts.css";
import { readPostedForm } from "../forms/posted-form.server";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

/** The form posted before scripts run: sent to the API by the site's server. */
export async function action({ request }: Route.ActionArgs) {
  const api = serverApi(request);
  const m = withAreas(await loadMessages(api.locale), api.locale, [formsMessages]);
  return submitForm(await readPostedForm(request), {
    schema: forgotPasswordRequestSchema,
    initial: emptyForgotPassword,
    send: (data) => api.post<{ message: string }>("/auth/forgot-password", data),
    unreachable: m.forms.unreachable,
  });
}

export default function ForgotPassword() {
  const m = useMessages(accountsMessages, formsMessages);
  const posted = useActionData<typeof action>();
  const t = m.accounts.forgot;
  return (
    <div className="page account-page__narrow">
      <AccountHero kicker={m.accounts.clientArea.kicker} title={t.h1} lead={t.lead} />
      <section className="client-area__panel">
        <ForgotPasswordForm posted={posted} />
      </section>
      <p>
        <AppLink to="/client-area">{t.backToSignIn}</AppLink>
      </p>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, accountsMessages, formsMessages);
  return pageMeta({
    title: m.accounts.forgot.title,
    description: m.accounts.forgot.description,
    noindex: true,
  });
}
