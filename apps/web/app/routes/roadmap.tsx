import { roadmapPage } from "@quillspin/content";
import { CompanyPageView } from "../company/company-page";
import { useMessages } from "../locale/locale-context";
import { pageMeta } from "../seo/page-meta";

export default function Roadmap() {
  const m = useMessages();
  return (
    <CompanyPageView page={roadmapPage} kicker={m.nav.roadmap} idPrefix="roadmap">
      <section className="section" aria-labelledby="roadmap-timeline">
        <h2 id="roadmap-timeline">{m.company.timeline}</h2>
        <ol className="timeline">
          {roadmapPage.milestones.map((milestone) => (
            <li
              key={milestone.id}
              className={`timeline__item timeline__item--${milestone.status}`}
              data-reveal
            >
              <p className="timeline__when">
                <time dateTime={milestone.date}>{milestone.quarter}</time>
                <span className="badge">{m.company.milestoneStatus[milestone.status]}</span>
                <span className="badge">{m.company.milestoneKind[milestone.kind]}</span>
              </p>
              <h3>{milestone.title}</h3>
              <p className="muted">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </CompanyPageView>
  );
}

export function meta() {
  return pageMeta({ ...roadmapPage.meta, keywords: roadmapPage.keywords, path: "/roadmap" });
}
