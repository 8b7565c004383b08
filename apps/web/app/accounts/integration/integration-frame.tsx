import type { AccountProfile } from "@quillspin/contracts";
import { siteRoutes } from "@quillspin/contracts";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { accountsMessages } from "../../locale/areas/accounts";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useLocale, useMessages } from "../../locale/locale-context";
import { AppLink, localizePath } from "../../locale/localized-link";
import { useSession } from "../../session/session";
import { AccountHero } from "../account-hero";
import { LoadFailed } from "../load-failed";
import { SignInPanel } from "../sign-in-panel";
import { useAccountResource } from "../use-account-resource";
import { sectionPaths } from "./section-paths";
import "../accounts.css";
import "./integration.css";

/** Only an approved partner has an integration: staff and pending accounts are told so, not shown forms. */
const isApprovedPartner = (account: AccountProfile) =>
  account.role === "partner" && account.status === "approved";

function SectionNav() {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.nav;
  const locale = useLocale();
  const links = [
    { to: sectionPaths.settings(), label: t.settings, end: true },
    { to: sectionPaths.sandbox(), label: t.sandbox, end: true },
    { to: sectionPaths.rounds(), label: t.rounds, end: false },
    { to: sectionPaths.reports(), label: t.reports, end: true },
    { to: sectionPaths.fraudSignals(), label: t.fraudSignals, end: true },
  ];
  return (
    <nav className="integration-nav" aria-label={t.label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={localizePath(link.to, locale)} end={link.end} className="integration-nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <AppLink to={siteRoutes.integration()} className="integration-nav__link">
            {t.guide}
          </AppLink>
        </li>
        <li>
          <AppLink to={siteRoutes.clientArea()} className="integration-nav__link">
            {t.back}
          </AppLink>
        </li>
      </ul>
    </nav>
  );
}

function PartnerGate({ children }: { children: ReactNode }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.gate;
  const { load, retry } = useAccountResource<{ data: AccountProfile }>("/auth/me");
  if (load.state === "loading") return <p role="status">{t.loading}</p>;
  if (load.state === "failed") return <LoadFailed onRetry={retry} />;
  if (!isApprovedPartner(load.data.data)) {
    return (
      <section className="client-area__notice" aria-labelledby="integration-closed-title">
        <h2 id="integration-closed-title">{t.notPartnerTitle}</h2>
        <p>{t.notPartner}</p>
        <p>
          <AppLink to={siteRoutes.clientArea()}>{m.partnerIntegration.nav.back}</AppLink>
        </p>
      </section>
    );
  }
  return (
    <>
      <SectionNav />
      {children}
    </>
  );
}

/**
 * Every page of the Integration section: the heading, then, once the browser has read the session
 * (it lives in the browser, decision 16), the sign-in form or, for an approved partner, the section's
 * navigation and the page itself.
 */
export function IntegrationFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const m = useMessages(partnerIntegrationMessages, accountsMessages);
  const { isAuth } = useSession();
  return (
    <div className="page integration-area">
      <AccountHero kicker={m.partnerIntegration.kicker} title={title} lead={lead} />
      {isAuth === null ? (
        <>
          <p role="status">{m.accounts.clientArea.checking}</p>
          <noscript>
            <p className="form__noscript">{m.partnerIntegration.gate.noScript}</p>
          </noscript>
        </>
      ) : isAuth ? (
        <PartnerGate>{children}</PartnerGate>
      ) : (
        <SignInPanel />
      )}
    </div>
  );
}
