import type { Milestone } from "@quillspin/contracts";
import { companyMessages } from "../locale/areas/company";
import { useMessages } from "../locale/locale-context";

/** The milestones in the studio's order, each with its quarter, status and kind. */
export function RoadmapTimeline({ milestones }: { milestones: readonly Milestone[] }) {
  const m = useMessages(companyMessages);
  return (
    <ol className="timeline">
      {milestones.map((milestone) => (
        <li key={milestone.id} className={`timeline__item timeline__item--${milestone.status}`} data-reveal>
          <p className="timeline__when">
            <time dateTime={milestone.month}>{milestone.quarter}</time>
            <span className="badge">{m.company.milestoneStatus[milestone.status]}</span>
            <span className="badge">{m.company.milestoneKind[milestone.kind]}</span>
          </p>
          <h3>{milestone.title}</h3>
          <p className="muted">{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
