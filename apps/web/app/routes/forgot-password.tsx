import { AccountHero } from "../accounts/account-hero";
import { ForgotPasswordForm } from "../accounts/forgot-password-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/forgot-password";
import "../accounts/accounts.css";

export default function ForgotPassword() {
  const m = useMessages();
  const t = m.accounts.forgot;
  return (
    <div className="page account-page__narrow">
      <AccountHero kicker={m.accounts.clientArea.kicker} title={t.h1} lead={t.lead} />
      <section className="client-area__panel">
        <ForgotPasswordForm />
      </section>
      <p>
        <AppLink to="/client-area">{t.backToSignIn}</AppLink>
      </p>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({
    title: m.accounts.forgot.title,
    description: m.accounts.forgot.description,
    noindex: true,
  });
}
