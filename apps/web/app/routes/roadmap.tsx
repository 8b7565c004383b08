import { roadmapPage } from "@quillspin/content";
import { siteRoutes } from "@quillspin/contracts";
import { CompanyPageView } from "../company/company-page";
import { companyMessages } from "../locale/areas/company";
import { useMessages } from "../locale/locale-context";
import { loadRoadmap } from "../roadmap/roadmap-api.server";
import { RoadmapSubscribe } from "../roadmap/roadmap-subscribe";
import { RoadmapTimeline } from "../roadmap/roadmap-timeline";
import { absoluteUrl, pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/roadmap";

/**
 * The milestones come from the API on every request (editors keep them in the back office), so the
 * page is rendered on request, not prerendered: a change shows at the next visit. What caches may do
 * with it is the web server's rule for every rendered page (server/cache-policy.ts).
 */
export async function loader({ request }: Route.LoaderArgs) {
  return { milestones: await loadRoadmap(request) };
}

export default function Roadmap({ loaderData }: Route.ComponentProps) {
  const m = useMessages(companyMessages);
  return (
    <CompanyPageView page={roadmapPage} kicker={m.nav.roadmap} idPrefix="roadmap">
      <section className="section" aria-labelledby="roadmap-timeline">
        <h2 id="roadmap-timeline">{m.company.timeline}</h2>
        <RoadmapTimeline milestones={loaderData.milestones} />
      </section>
      <RoadmapSubscribe calendarPath={siteRoutes.roadmapCalendar()} />
    </CompanyPageView>
  );
}

export function meta() {
  return [
    ...pageMeta({ ...roadmapPage.meta, keywords: roadmapPage.keywords, path: siteRoutes.roadmap() }),
    // Lets feed readers and calendar tools find the feed from the page itself.
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      title: roadmapPage.h1,
      href: absoluteUrl(siteRoutes.roadmapCalendar()),
    },
  ];
}
