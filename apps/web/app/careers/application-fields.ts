import { careersPage } from "@quillspin/content";
import { type CareerApplication, careerApplicationSchemaFor } from "@quillspin/contracts";

/** The careers form's fields, shared by the form and the page's action (no browser-only code here). */
export const emptyApplication = {
  name: "",
  email: "",
  role: "",
  /** The chosen CV's file name: the schema says when none is attached; the file travels beside it. */
  cv: "",
  note: "",
  consent: false,
  website: "",
};

export const applicationFields = {
  name: "name",
  email: "email",
  role: "role",
  cv: "cv",
  note: "note",
  consent: "consent",
} as const;

/** The roles open now, the careers page's positions: the same list the API takes. */
export const applicationSchema = careerApplicationSchemaFor(
  careersPage.positions.map((position) => position.id),
);

/** The application as `POST /v1/careers/applications` takes it: its checked fields and the CV's file. */
export function applicationBody(data: CareerApplication, cv: File): FormData {
  const body = new FormData();
  body.set("name", data.name);
  body.set("email", data.email);
  body.set("role", data.role);
  if (data.note) body.set("note", data.note);
  body.set("consent", "true");
  if (data.website) body.set("website", data.website);
  body.set("cv", cv, data.cv);
  return body;
}
