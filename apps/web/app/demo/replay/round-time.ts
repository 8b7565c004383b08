/**
 * When a round was played, as the history and the replay page both show it: in UTC, since a replay's
 * link is shared across time zones and the server renders it, and the history must agree with it.
 */
const dateAndTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});
const timeOnly = new Intl.DateTimeFormat("en-GB", { timeStyle: "medium", timeZone: "UTC" });

export const roundPlayedAt = (iso: string) => `${dateAndTime.format(new Date(iso))} UTC`;
export const roundPlayedTime = (iso: string) => `${timeOnly.format(new Date(iso))} UTC`;
