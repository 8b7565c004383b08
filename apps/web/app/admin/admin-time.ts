const moment = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** A moment in back-office lists, in UTC so the server and the browser render the same text. */
export function adminMoment(iso: string | null, never = "Never"): string {
  return iso ? `${moment.format(new Date(iso))} UTC` : never;
}
