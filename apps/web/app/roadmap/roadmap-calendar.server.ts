import { brand } from "@quillspin/content";
import { type Milestone, siteRoutes } from "@quillspin/contracts";
import ical, { ICalEventTransparency } from "ical-generator";
import type { companyMessages } from "../locale/areas/company";
import type { roadmapMessages } from "../locale/areas/roadmap";
import type { MessagesWith } from "../locale/messages";

/** How often a subscribed calendar should fetch the feed again (its REFRESH-INTERVAL). */
export const ROADMAP_CALENDAR_REFRESH_SECONDS = 60 * 60;

interface RoadmapCalendarOptions {
  milestones: readonly Milestone[];
  siteUrl: string;
  m: MessagesWith<[typeof roadmapMessages, typeof companyMessages]>;
}

/** The first day of a milestone's month and of the month after it, as all-day dates (UTC midnight). */
function monthSpan(month: string): { start: Date; end: Date } {
  const [year = 0, monthNumber = 1] = month.split("-").map(Number);
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1)),
    end: new Date(Date.UTC(year, monthNumber, 1)),
  };
}

/**
 * The roadmap as an iCalendar feed. A milestone states a month, not a day, so each is one all-day
 * event spanning its whole month (DTEND is the first day of the next month, exclusive), marked free
 * time so it never blocks a partner's diary. Its UID is the milestone's id on the site's host, so a
 * calendar updates an edited milestone in place instead of adding a second one; DTSTAMP and
 * LAST-MODIFIED are the time of its last save.
 */
export function roadmapCalendar({ milestones, siteUrl, m }: RoadmapCalendarOptions): string {
  const host = new URL(siteUrl).hostname;
  const page = new URL(siteRoutes.roadmap(), siteUrl).href;
  const calendar = ical({
    name: m.roadmap.calendarName(brand.name),
    description: m.roadmap.calendarDescription(brand.name),
    prodId: { company: brand.name, product: "Roadmap", language: "EN" },
    url: page,
    source: new URL(siteRoutes.roadmapCalendar(), siteUrl).href,
    ttl: ROADMAP_CALENDAR_REFRESH_SECONDS,
  });
  for (const milestone of milestones) {
    const { start, end } = monthSpan(milestone.month);
    const status = m.company.milestoneStatus[milestone.status];
    const kind = m.company.milestoneKind[milestone.kind];
    calendar.createEvent({
      id: `roadmap-${milestone.id}@${host}`,
      allDay: true,
      start,
      end,
      stamp: new Date(milestone.updatedAt),
      created: new Date(milestone.createdAt),
      lastModified: new Date(milestone.updatedAt),
      summary: m.roadmap.eventSummary(milestone.title, status),
      description: `${milestone.text}\n\n${kind} · ${milestone.quarter} · ${status}\n${page}`,
      url: page,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
