import type { ReactNode } from "react";
import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { useQuery } from "../navigation/use-query";
import { AccountHero } from "./account-hero";

interface EmailedLinkPageProps {
  copy: { h1: string; lead: string; invalidLink: string };
  /** Whether the link's `token` has the shape its endpoint accepts; a mangled link offers `retry` instead. */
  isToken(token: string): boolean;
  retry: { to: string; label: string };
  /** The form that spends the token; opening the page changes nothing until it is sent. */
  form(token: string): ReactNode;
}

/** The page an emailed link opens (`…?token=…`): password reset and address confirmation. */
export function EmailedLinkPage({ copy, isToken, retry, form }: EmailedLinkPageProps) {
  const m = useMessages(accountsMessages);
  const searchParams = useQuery();
  const token = searchParams.get("token") ?? "";

  return (
    <div className="page account-page__narrow">
      <AccountHero kicker={m.accounts.clientArea.kicker} title={copy.h1} lead={copy.lead} />
      <section className="client-area__panel">
        {isToken(token) ? (
          form(token)
        ) : (
          <div className="client-area__notice" role="alert">
            <p>{copy.invalidLink}</p>
            <AppLink className="button button--primary" to={retry.to}>
              {retry.label}
            </AppLink>
          </div>
        )}
      </section>
    </div>
  );
}
