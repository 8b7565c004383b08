import { privacyPolicy } from "@quillspin/content";
import { CompanyPageView } from "../company/company-page";
import { companyMessages } from "../locale/areas/company";
import { useMessages } from "../locale/locale-context";
import { pageMeta } from "../seo/page-meta";

export default function PrivacyPolicy() {
  const m = useMessages(companyMessages);
  return (
    <CompanyPageView
      page={privacyPolicy}
      kicker={m.nav.legal}
      idPrefix="privacy"
      note={<p className="muted">{m.company.lastUpdated(privacyPolicy.lastUpdated)}</p>}
    />
  );
}

export function meta() {
  return pageMeta({ ...privacyPolicy.meta, path: "/privacy-policy" });
}
