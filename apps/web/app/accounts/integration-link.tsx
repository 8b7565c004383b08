import { siteRoutes } from "@quillspin/contracts";
import { integrationLinkMessages } from "../locale/areas/integration-link";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";
import { sectionPaths } from "./integration/section-paths";

/**
 * The dashboard's way into the Integration section, for approved partners only.
 */
export function IntegrationLink() {
  const m = useMessages(integrationLinkMessages);
  const t = m.integrationLink;
  return (
    <section className="client-area__section" aria-labelledby="integration-link-title">
      <h2 id="integration-link-title">{t.title}</h2>
      <p className="muted">{t.lead}</p>
      <p className="client-area__links">
        <AppLink className="button button--primary" to={sectionPaths.settings()}>
          {t.open}
        </AppLink>{" "}
        <AppLink className="button" to={sectionPaths.reports()}>
          {t.reports}
        </AppLink>{" "}
        <AppLink className="button" to={sectionPaths.fraudSignals()}>
          {t.fraudSignals}
        </AppLink>{" "}
        <AppLink className="button" to={siteRoutes.integration()}>
          {t.guide}
        </AppLink>
      </p>
    </section>
  );
}
