import { brand } from "@quillspin/content";
import { useEffect, useState } from "react";
import { AccountHero } from "../accounts/account-hero";
import { SignUpForm } from "../accounts/sign-up-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import { useSession } from "../session/session";
import type { Route } from "./+types/signup";
import "../accounts/accounts.css";

export default function SignUp() {
  const m = useMessages();
  const t = m.accounts.signUp;
  const { isAuth } = useSession();
  // Only a visitor who arrives signed in is pointed to the client area; signing up here signs in
  // too, and the form then leads there itself.
  const [arrivedSignedIn, setArrivedSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    if (arrivedSignedIn === null && isAuth !== null) setArrivedSignedIn(isAuth);
  }, [arrivedSignedIn, isAuth]);

  return (
    <div className="page">
      <AccountHero kicker={t.kicker} title={t.h1} lead={t.lead} />
      <div className="account-layout">
        <section className="client-area__panel">
          {arrivedSignedIn ? (
            <div className="form-success" role="status">
              <p>{t.signedIn}</p>
              <AppLink className="button button--primary" to="/client-area">
                {t.openClientArea}
              </AppLink>
            </div>
          ) : (
            <SignUpForm />
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
  const m = messagesForMeta(matches);
  return pageMeta({
    title: m.accounts.signUp.title,
    description: m.accounts.signUp.description(brand.name),
    path: "/signup",
  });
}
