import { guidePage } from "@quillspin/content";
import { CompanyPageView } from "../company/company-page";
import { companyMessages } from "../locale/areas/company";
import { useMessages } from "../locale/locale-context";
import { pageMeta } from "../seo/page-meta";

export default function Guide() {
  const m = useMessages(companyMessages);
  return <CompanyPageView page={guidePage} kicker={m.company.guideKicker} idPrefix="guide" />;
}

export function meta() {
  return pageMeta({ ...guidePage.meta, path: "/guide" });
}
