const format = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

/** A time on the news desk, in UTC as every time field there is. */
export function shownTime(iso: string): string {
  return `${format.format(new Date(iso))} UTC`;
}
