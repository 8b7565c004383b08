import { siteRoutes } from "@quillspin/contracts";
import { IntegrationGuide } from "../integration/integration-guide";
import { integrationMessages } from "../locale/areas/integration";
import { messagesForMeta } from "../locale/meta-messages";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/integration";

export default function Integration() {
  return <IntegrationGuide />;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = messagesForMeta(matches, integrationMessages).integration;
  return pageMeta({ ...t.meta, path: siteRoutes.integration() });
}
