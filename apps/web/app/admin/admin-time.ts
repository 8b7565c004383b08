/**
 * Every time the back office shows: in UTC, said so, so the server's rendering and the browser's agree
 * and two staff members in different places quote the same time. To the minute in lists; to the
 * second where two saves a moment apart must read apart (revisions, conflicts, the audit log).
 */
const formats = {
  minute: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }),
  second: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" }),
};

export type StaffTimePrecision = keyof typeof formats;

/** "28 Nov 2026, 14:03 UTC" (or with seconds). */
export function staffTime(iso: string, precision: StaffTimePrecision = "minute"): string {
  return `${formats[precision].format(new Date(iso))} UTC`;
}

/** A moment in back-office lists that may never have happened ("Never" signed in). */
export function adminMoment(iso: string | null, never = "Never"): string {
  return iso ? staffTime(iso) : never;
}
