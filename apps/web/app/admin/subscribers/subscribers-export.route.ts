import { csvByteOrderMark } from "@quillspin/contracts";
import { requireStaff } from "../staff-session.server";
import type { Route } from "./+types/subscribers-export.route";
import { confirmedSubscribersCsv } from "./subscribers-page.server";

/** The download link's file: the API's export, as the signed-in administrator. */
export async function loader(args: Route.LoaderArgs) {
  const { api } = await requireStaff(args, { role: "admin" });
  const csv = await confirmedSubscribersCsv(api);
  // Reading the API's answer as text drops its byte order mark (the Encoding standard's UTF-8 decode).
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv.startsWith(csvByteOrderMark) ? csv : csvByteOrderMark + csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="quillspin-subscribers-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
