import { brand } from "@quillspin/content";
import { type RegistrationResponse, registrationRequestSchema } from "@quillspin/contracts";
import { useActionData } from "react-router";
import { AccountHero } from "../accounts/account-hero";
import { emptyRegistration } from "../accounts/sign-up-fields";
import { SignUpForm } from "../accounts/sign-up-form";
import { serverApi } from "../api/server-api.server";
import { submitForm } from "../forms/form-action";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { loadMessages, withAreas } from "../locale/messages";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import { useSession } from "../session/session";
import type { Route } from "./+types/signup";
import "../accounts/accounts.css";
import { readPostedForm } from "../forms/posted-form.server";
import { accountsMessages } from "../locale/areas/accounts";
import { formsMessages } from "../locale/areas/forms";

/** The form posted before scripts run: sent to the API by the site's server, the password never echoed. */
export async function action({ request }: Route.ActionArgs) {
  const api = serverApi(request);
  const m = withAreas(await loadMessages(api.locale), api.locale, [formsMessages]);
  return submitForm(await readPostedForm(request), {
    schema: registrationRequestSchema,
    initial: emptyRegistration,
    secret: ["password"],
    send: (data) => api.post<RegistrationResponse>("/auth/registration", data),
    unreachable: m.forms.unreachable,
  });
}

export default function SignUp() {
  const m = useMessages(accountsMessages, formsMessages);
  const posted = useActionData<typeof action>();
  const t = m.accounts.signUp;
  // Signing up does not sign in (the address is confirmed first), so only a visitor who is already
  // signed in is pointed to the client area.
  const { isAuth } = useSession();

  return (
    <div className="page">
      <AccountHero kicker={t.kicker} title={t.h1} lead={t.lead} />
      <div className="account-layout">
        <section className="client-area__panel">
          {isAuth ? (
            <div className="form-success" role="status">
              <p>{t.signedIn}</p>
              <AppLink className="button button--primary" to="/client-area">
                {t.openClientArea}
              </AppLink>
            </div>
          ) : (
            <SignUpForm posted={posted} />
          )}
        </section>
        <aside className="client-area__aside" aria-labelledby="have-account-title">
          <h2 id="have-account-title">{t.haveAccount}</h2>
          <AppLink className="button" to="/client-area">
            {t.signIn}
          </AppLink>
        </aside>
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches, accountsMessages, formsMessages);
  return pageMeta({
    title: m.accounts.signUp.title,
    description: m.accounts.signUp.description(brand.name),
    path: "/signup",
  });
}
