import type { AccountProfile } from "@quillspin/contracts";
import { useState } from "react";
import { PartnerRtpVersions } from "../games/rtp-versions/partner-rtp-versions";
import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";
import { session } from "../session/session";
import { showSuccessToast } from "../toasts/toasts";
import { AccountDetails } from "./account-details";
import { CertificatesNote } from "./certificates-note";
import { ChangePasswordForm } from "./change-password-form";
import { IntegrationLink } from "./integration-link";
import { LoadFailed } from "./load-failed";
import { PartnerGames } from "./partner-games";
import { PendingNotice } from "./pending-notice";
import { useAccountResource } from "./use-account-resource";

/**
 * The signed-in client area. Role and status come from `/auth/me` on every visit, never from the
 * token, so an approval shows at the next page load; the downloads themselves are authorised by the API.
 */
export function ClientDashboard() {
  const m = useMessages(accountsMessages);
  const t = m.accounts.dashboard;
  const { load, retry } = useAccountResource<{ data: AccountProfile }>("/auth/me");
  const [signingOut, setSigningOut] = useState(false);
  const account = load.state === "ready" ? load.data.data : null;

  async function signOut() {
    setSigningOut(true);
    await session.signOut();
    showSuccessToast(m.accounts.clientArea.signedOut);
  }

  return (
    <>
      <div className="client-area__bar">
        {account ? (
          <p>
            <strong>{t.greeting(account.name)}</strong>
            <br />
            <span className="muted">{t.company(account.company)}</span>
          </p>
        ) : (
          <p role="status">{load.state === "loading" ? t.loading : ""}</p>
        )}
        <button type="button" className="button" onClick={signOut} disabled={signingOut}>
          {t.signOut}
        </button>
      </div>
      {load.state === "failed" ? <LoadFailed onRetry={retry} /> : null}
      {account?.status === "pending" ? <PendingNotice email={account.email} /> : null}
      {account?.status === "approved" ? (
        <>
          {account.role === "partner" ? <IntegrationLink /> : null}
          <PartnerGames />
          {account.role === "partner" ? <PartnerRtpVersions /> : null}
          <CertificatesNote />
        </>
      ) : null}
      {account ? (
        <section className="client-area__section" aria-labelledby="account-title">
          <h2 id="account-title">{t.accountTitle}</h2>
          <div className="client-area__account">
            <AccountDetails account={account} />
            <div className="client-area__panel">
              <ChangePasswordForm email={account.email} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
