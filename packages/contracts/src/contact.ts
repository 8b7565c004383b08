import { z } from "zod";
import { emailMaxLength } from "./email-address";
import { multiLineText, singleLineText } from "./text";

/**
 * The contact form: the one set of rules the site checks as a visitor types and the API checks
 * again on `POST /v1/auth/contact`. Messages are kept in Unicode NFC so the same text typed on
 * two keyboards is stored, compared and shown the same way.
 */

export const contactTopics = ["sales", "partnership", "support", "press", "careers", "other"] as const;

export type ContactTopic = (typeof contactTopics)[number];

export const contactFieldLimits = {
  name: 100,
  email: emailMaxLength,
  company: 120,
  message: { min: 20, max: 5000 },
  /** An `Idempotency-Key` header longer than this is refused. */
  idempotencyKey: 128,
} as const;

function singleLine(required: string, max: number) {
  return singleLineText(
    z.string({ error: required }).trim().min(1, required).max(max, `Use at most ${max} characters`),
  ).transform((value) => value.normalize("NFC"));
}

/** Trimmed and lower-cased, so the same address typed twice is one address. */
export function emailAddressSchema(required: string) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(contactFieldLimits.email, `Use an email address of at most ${contactFieldLimits.email} characters`)
    .pipe(z.email("Enter a valid email address, like name@company.com"));
}

/**
 * A field people never see. Bots fill every input they find; a filled one is answered like a
 * success and dropped, so a bot learns nothing.
 */
export const honeypotSchema = z.string().max(2000).optional();

export const contactRequestSchema = z.object({
  name: singleLine("Enter your name", contactFieldLimits.name),
  email: emailAddressSchema("Enter your work email address"),
  company: singleLineText(
    z.string().trim().max(contactFieldLimits.company, `Use at most ${contactFieldLimits.company} characters`),
  )
    .transform((value) => value.normalize("NFC"))
    .optional(),
  topic: z.enum(contactTopics, { error: "Choose what your message is about" }),
  message: multiLineText(
    z
      .string({ error: "Write your message" })
      .trim()
      .min(1, "Write your message")
      .min(
        contactFieldLimits.message.min,
        `Tell us a little more: at least ${contactFieldLimits.message.min} characters`,
      )
      .max(
        contactFieldLimits.message.max,
        `Keep your message under ${contactFieldLimits.message.max} characters`,
      ),
    "Remove the control characters your message cannot hold",
  ).transform((value) => value.normalize("NFC")),
  consent: z.literal(true, { error: "Agree to the privacy policy so we can answer you" }),
  website: honeypotSchema,
});

/** What the visitor typed (the form's values) and what the API stores after trimming and normalising. */
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(contactFieldLimits.idempotencyKey)
  .regex(/^[\x21-\x7E]+$/, "expected printable ASCII without spaces");

export const contactReceiptSchema = z.object({
  /** The stored message; a retried submission with the same `Idempotency-Key` answers the same id. */
  id: z.uuid(),
  message: z.string(),
});

export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
