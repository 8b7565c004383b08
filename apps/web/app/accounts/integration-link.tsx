import { siteRoutes } from "@quillspin/contracts";
import { accountsMessages } from "../locale/areas/accounts";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";

/**
 * The dashboard's way into the Integration section, for approved partners only. Its strings are the
 * dashboard's own, so the client area does not load the section's.
 */
export function IntegrationLink() {
  const m = useMessages(accountsMessages);
  const t = m.accounts.dashboard;
  return (
    <section className="client-area__section" aria-labelledby="integration-link-title">
      <h2 id="integration-link-title">{t.integrationTitle}</h2>
      <p className="muted">{t.integrationLead}</p>
      <p className="client-area__links">
        <AppLink className="button button--primary" to={siteRoutes.integrationSettings()}>
          {t.integrationOpen}
        </AppLink>{" "}
        <AppLink className="button" to={siteRoutes.integration()}>
          {t.integrationGuide}
        </AppLink>
      </p>
    </section>
  );
}
