/** English strings of the subscribe area: the Subscribe dialog and the subscribe page (see areas/subscribe.ts). */
const subscribe = {
  title: "Subscribe",
  lead: (brand: string) =>
    `Get ${brand} release notes, new game announcements and event invitations, about twice a month.`,
  /** Shown while the form's chunk loads. */
  loading: "Loading the form…",
} as const;

export default subscribe;
