import { reportFiltersOf } from "../../accounts/integration/report-query";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/integration-report-export.route";
import { operatorReportCsv } from "./integration-page.server";

/** The operator page's download link: the API's report CSV for the page's filters, as the signed-in administrator. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const filters = reportFiltersOf(new URL(args.request.url).searchParams);
  const answer = await operatorReportCsv(api, args.params.operatorId, filters);
  const headers = new Headers({ "cache-control": "private, no-store", "x-content-type-options": "nosniff" });
  // The API names the file after the operator and the days, and starts it with a byte order mark.
  for (const name of ["content-type", "content-disposition", "content-length"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { headers });
}
