/** The Subscribe form's fields, shared by the form and the `/subscribe` page's action (no browser code here). */
export const subscriptionFields = { email: "email", consent: "consent" } as const;

export const emptySubscription = { email: "", consent: false, website: "" };
