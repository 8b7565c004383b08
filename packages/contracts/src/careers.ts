import { z } from "zod";
import { emailAddressSchema, honeypotSchema } from "./contact";
import { multiLineText, singleLineText } from "./text";

/**
 * A job application from the careers page: the one set of rules the form checks as the applicant
 * types, the page's action checks when it is posted without scripts, and `POST /v1/careers/applications`
 * checks again. The CV travels beside these fields as a file part; `cv` here is its name, so the same
 * schema says when none is attached. The API also reads the file's bytes (`cvFileTypes`).
 */
export const careerApplicationLimits = {
  name: 100,
  note: 3000,
  cvName: 200,
  /** 5 MiB: a CV of a few pages, with pictures, fits many times over. */
  cvMaxBytes: 5 * 1024 * 1024,
} as const;

/** The CV formats taken, told apart by their bytes on the server and by their name in the browser. */
export const cvFileTypes = [
  { kind: "pdf", extension: ".pdf", mediaType: "application/pdf", label: "PDF" },
  {
    kind: "docx",
    extension: ".docx",
    mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "Word (.docx)",
  },
] as const;

export type CvFileKind = (typeof cvFileTypes)[number]["kind"];

/** The `accept` attribute of the CV's file input. */
export const cvAccept = cvFileTypes.flatMap((type) => [type.extension, type.mediaType]).join(",");

const cvTypesSaid = "a PDF or Word (.docx) file";

/** The file's name, or the words that say why it cannot be taken, by its name and size only. */
export function cvFileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `Attach your CV as ${cvTypesSaid}`;
  if (file.size > careerApplicationLimits.cvMaxBytes) {
    return `Attach a CV of at most ${careerApplicationLimits.cvMaxBytes / 1024 / 1024} MB`;
  }
  const name = file.name.toLowerCase();
  if (!cvFileTypes.some((type) => name.endsWith(type.extension))) return `Attach your CV as ${cvTypesSaid}`;
  return null;
}

/** The application's fields for the roles open now (ids of the careers page's positions). */
export function careerApplicationSchemaFor(roleIds: readonly string[]) {
  const roles = new Set(roleIds);
  return z.object({
    name: singleLineText(
      z
        .string({ error: "Enter your name" })
        .trim()
        .min(1, "Enter your name")
        .max(careerApplicationLimits.name, `Use at most ${careerApplicationLimits.name} characters`),
    ).transform((value) => value.normalize("NFC")),
    email: emailAddressSchema("Enter your email address"),
    role: z
      .string({ error: "Choose the role you apply for" })
      .refine((role) => roles.has(role), "Choose the role you apply for"),
    note: multiLineText(
      z
        .string()
        .trim()
        .max(careerApplicationLimits.note, `Keep your note under ${careerApplicationLimits.note} characters`),
      "Remove the control characters your note cannot hold",
    )
      .transform((value) => value.normalize("NFC"))
      .optional(),
    cv: singleLineText(
      z
        .string({ error: `Attach your CV as ${cvTypesSaid}` })
        .trim()
        .min(1, `Attach your CV as ${cvTypesSaid}`)
        .max(careerApplicationLimits.cvName, "Rename your CV file to a shorter name")
        .refine(
          (name) => cvFileTypes.some((type) => name.toLowerCase().endsWith(type.extension)),
          `Attach your CV as ${cvTypesSaid}`,
        ),
    ),
    consent: z.literal(true, { error: "Agree to the privacy policy so we can consider your application" }),
    website: honeypotSchema,
  });
}

export type CareerApplicationInput = z.input<ReturnType<typeof careerApplicationSchemaFor>>;
export type CareerApplication = z.output<ReturnType<typeof careerApplicationSchemaFor>>;

export const careerApplicationReceiptSchema = z.object({
  /** The stored application; a retried submission with the same `Idempotency-Key` answers the same id. */
  id: z.uuid(),
  message: z.string(),
});

export type CareerApplicationReceipt = z.infer<typeof careerApplicationReceiptSchema>;
