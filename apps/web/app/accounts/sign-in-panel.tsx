import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { type PostedSignIn, SignInForm } from "./sign-in-form";

/** The anonymous view of the client area: the sign-in form, and the way to an account for new partners. */
export function SignInPanel({
  note,
  routeAction,
}: {
  note?: string;
  /** Set where the page has the sign-in action (the client area), so the form works before scripts. */
  routeAction?: { posted: PostedSignIn | undefined };
}) {
  const m = useMessages(accountsMessages);
  const t = m.accounts.clientArea;
  return (
    <div className="account-layout">
      <section className="client-area__panel">
        {note ? <p className="client-area__note">{note}</p> : null}
        <SignInForm routeAction={routeAction} />
      </section>
      <aside className="client-area__aside" aria-labelledby="new-partner-title">
        <h2 id="new-partner-title">{t.newPartner}</h2>
        <p className="muted">{m.accounts.signUp.lead}</p>
        <AppLink className="button button--primary" to="/signup">
          {t.createAccount}
        </AppLink>
      </aside>
    </div>
  );
}
