/** The starting values of a message page's forms, by intent: read by the route action and the forms alike. */
export const emptyMessageForms = {
  read: { read: "" },
  assign: { assigneeId: "" },
  handling: { state: "" },
  retry: {},
} as const;
