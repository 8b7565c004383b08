/** The contact form's fields, shared by the form and the page's action (no browser code here). */
export const emptyContact = {
  name: "",
  email: "",
  company: "",
  topic: "",
  message: "",
  consent: false,
  website: "",
};

export const contactFields = {
  name: "name",
  email: "email",
  company: "company",
  topic: "topic",
  message: "message",
  consent: "consent",
} as const;
