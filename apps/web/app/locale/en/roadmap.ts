/** English strings of the roadmap area (see areas/roadmap.ts). */
const roadmap = {
  subscribeHeading: "Follow the roadmap in your calendar",
  subscribeText:
    "Each milestone is an all-day event across its month, and your calendar picks up our changes by itself.",
  subscribe: "Subscribe to the roadmap",
  download: "Download the calendar file (.ics)",
  calendarName: (brandName: string) => `${brandName} roadmap`,
  calendarDescription: (brandName: string) =>
    `Upcoming releases, platform tools, certifications and market launches from ${brandName}.`,
  eventSummary: (title: string, status: string) => `${title} (${status})`,
  admin: {
    h1: "Roadmap",
    lead: "The milestones in the order /roadmap and the calendar feed show them. Changes are public within seconds.",
    empty: "The roadmap has no milestones yet: add the first one below.",
    fields: {
      title: "Title",
      month: "Month",
      monthHint: "The month it is due or was reached, e.g. 2027-03; the quarter follows from it.",
      kind: "Kind",
      status: "Status",
      text: "Description",
    },
    addHeading: "Add a milestone",
    add: "Add milestone",
    added: (title: string) => `Added “${title}”.`,
    edit: "Edit",
    editHeading: (title: string) => `Edit “${title}”`,
    save: "Save changes",
    saved: (title: string) => `Saved “${title}”.`,
    moved: (title: string) => `Moved “${title}”.`,
    cancel: "Cancel",
    moveUp: "Move up",
    moveDown: "Move down",
    markDone: "Mark done",
    markUndone: "Mark not done",
    delete: "Delete",
    confirmDelete: (title: string) => `Delete “${title}” from the roadmap? This cannot be undone.`,
    confirmDeleteAction: "Yes, delete it",
    deleted: "The milestone was deleted.",
    listHeading: "Milestones",
    kindPlaceholder: "A release, unless you choose another kind",
    statusPlaceholder: "From the month: done, in progress or planned",
    conflict: (time: string) =>
      `Someone else saved this milestone at ${time}, after you opened it. Reload to see their version, then make your change again.`,
    unreachable: "The roadmap could not be saved: the API did not answer. Try again in a moment.",
    position: (position: number, total: number) => `${position} of ${total}`,
    publicPage: "See the public roadmap",
  },
} as const;

export default roadmap;
