import { publicSettings } from "../config/public-settings";
import { roadmapMessages } from "../locale/areas/roadmap";
import { useMessages } from "../locale/locale-context";

/**
 * The calendar feed's two links: `webcal:` opens the visitor's calendar app with a subscription
 * that keeps itself up to date; the `https:` link is the same file, for calendars that take a URL
 * or for a one-off import.
 */
export function RoadmapSubscribe({ calendarPath }: { calendarPath: string }) {
  const m = useMessages(roadmapMessages);
  const feed = new URL(calendarPath, publicSettings.siteUrl);
  const subscription = `webcal://${feed.host}${feed.pathname}`;
  return (
    <section className="section roadmap-subscribe" aria-labelledby="roadmap-subscribe">
      <h2 id="roadmap-subscribe">{m.roadmap.subscribeHeading}</h2>
      <p>{m.roadmap.subscribeText}</p>
      <p className="roadmap-subscribe__links">
        <a className="button button--primary" href={subscription}>
          {m.roadmap.subscribe}
        </a>{" "}
        <a href={feed.href} type="text/calendar">
          {m.roadmap.download}
        </a>
      </p>
    </section>
  );
}
