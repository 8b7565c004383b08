import { defaultLocale } from "@quillspin/contracts";
import { publicSettings } from "../config/public-settings";
import { companyMessages } from "../locale/areas/company";
import { roadmapMessages } from "../locale/areas/roadmap";
import { loadMessages, withAreas } from "../locale/messages";
import { loadRoadmap } from "../roadmap/roadmap-api.server";
import { roadmapCalendar } from "../roadmap/roadmap-calendar.server";
import type { Route } from "./+types/roadmap-ics";

/**
 * The roadmap as an iCalendar feed (`/roadmap.ics`). Calendars poll it on their own schedule (the
 * feed asks for hourly); a shared cache may keep it a minute.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [milestones, common] = await Promise.all([loadRoadmap(request), loadMessages(defaultLocale)]);
  const m = withAreas(common, defaultLocale, [roadmapMessages, companyMessages]);
  return new Response(roadmapCalendar({ milestones, siteUrl: publicSettings.siteUrl, m }), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="roadmap.ics"',
      "cache-control": "public, max-age=60",
    },
  });
}
