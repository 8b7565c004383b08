import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";

/** What a partner waiting for approval sees instead of the downloads. */
export function PendingNotice({ email }: { email: string }) {
  const m = useMessages(accountsMessages);
  const t = m.accounts.dashboard;
  return (
    <section className="client-area__notice client-area__notice--pending" aria-labelledby="pending-title">
      <h2 id="pending-title">{t.pendingTitle}</h2>
      <p>{t.pendingText(email)}</p>
      <p>
        {t.pendingMeanwhile} <AppLink to="/games">{t.browseGames}</AppLink>
      </p>
    </section>
  );
}
