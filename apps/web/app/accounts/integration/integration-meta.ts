import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { messagesForMeta } from "../../locale/meta-messages";
import { pageMeta } from "../../seo/page-meta";
import { sectionPaths } from "./section-paths";

type IntegrationPage = "settings" | "sandbox" | "rounds" | "reports" | "fraudSignals";

/**
 * The head of an Integration page: "Integration: <page>" (its label in the section's nav), the
 * section's description, never indexed (it is a signed-in partner's). A round's detail is titled as
 * the rounds it belongs to and names no canonical path, since its address holds the round's id.
 */
export function integrationMeta(
  matches: Parameters<typeof messagesForMeta>[0],
  page: IntegrationPage,
  { canonical = true }: { canonical?: boolean } = {},
) {
  const t = messagesForMeta(matches, partnerIntegrationMessages).partnerIntegration;
  return pageMeta({
    title: `${t.nav.label}: ${t.nav[page]}`,
    description: t.description,
    ...(canonical ? { path: sectionPaths[page]() } : {}),
    noindex: true,
  });
}
