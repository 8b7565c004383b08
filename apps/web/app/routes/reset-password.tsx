import { useSearchParams } from "react-router";
import { AccountHero } from "../accounts/account-hero";
import { isResetToken, ResetPasswordForm } from "../accounts/reset-password-form";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/reset-password";
import "../accounts/accounts.css";

/** The page of the emailed link (`/reset-password?token=…`); opening it changes nothing until the form is sent. */
export default function ResetPassword() {
  const m = useMessages();
  const t = m.accounts.reset;
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";

  return (
    <div className="page account-page__narrow">
      <AccountHero kicker={m.accounts.clientArea.kicker} title={t.h1} lead={t.lead} />
      <section className="client-area__panel">
        {isResetToken(token) ? (
          <ResetPasswordForm token={token} />
        ) : (
          <div className="client-area__notice" role="alert">
            <p>{t.invalidLink}</p>
            <AppLink className="button button--primary" to="/forgot-password">
              {t.askAgain}
            </AppLink>
          </div>
        )}
      </section>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const m = messagesForMeta(matches);
  return pageMeta({
    title: m.accounts.reset.title,
    description: m.accounts.reset.description,
    noindex: true,
  });
}
