import { aboutPage } from "@quillspin/content";
import { CompanyPageView } from "../company/company-page";
import { useMessages } from "../locale/locale-context";
import { pageMeta } from "../seo/page-meta";

export default function AboutUs() {
  const m = useMessages();
  return <CompanyPageView page={aboutPage} kicker={m.nav.aboutUs} idPrefix="about" />;
}

export function meta() {
  return pageMeta({ ...aboutPage.meta, path: "/about-us" });
}
