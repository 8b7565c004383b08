/** The sign-up form's fields, shared by the form and the page's action (no browser code here). */
export const emptyRegistration = {
  name: "",
  email: "",
  company: "",
  jobTitle: "",
  password: "",
  acceptTerms: false,
};

export const registrationFields = {
  name: "name",
  email: "email",
  company: "company",
  jobTitle: "job-title",
  password: "password",
  acceptTerms: "terms",
} as const;
