const format = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/**
 * A moment as staff read it. In UTC, said so, so the server's rendering and the browser's agree
 * and two staff members in different places quote the same time.
 */
export function staffTime(iso: string): string {
  return `${format.format(new Date(iso))} UTC`;
}
