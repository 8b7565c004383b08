import type { ContactRequest } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { enqueueMail } from "../mail/outbox";
import { contactNotificationMail } from "./contact.mail";
import { contactMessages } from "./contact.tables";

export type ContactOutcome =
  | { kind: "stored"; id: string }
  /** The same submission came again with its `Idempotency-Key`: nothing new is stored or sent. */
  | { kind: "replayed"; id: string }
  /** The key was already used for a different message. */
  | { kind: "key-reused" };

export interface ContactMailSettings {
  inbox: string;
  siteUrl: string;
}

type Fields = Omit<ContactRequest, "website" | "consent">;

function sameSubmission(stored: typeof contactMessages.$inferSelect, fields: Fields): boolean {
  return (
    stored.name === fields.name &&
    stored.email === fields.email &&
    (stored.company ?? "") === (fields.company ?? "") &&
    stored.topic === fields.topic &&
    stored.message === fields.message
  );
}

/**
 * Stores a contact message and its notification in one transaction, so the mail exists exactly
 * when the message does. A submission retried with the same idempotency key finds the first one
 * and answers its id; the unique key makes this hold under concurrent retries as well.
 */
export async function submitContactMessage(
  db: Db,
  fields: Fields,
  { idempotencyKey, mail }: { idempotencyKey?: string; mail: ContactMailSettings },
): Promise<ContactOutcome> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: fields.name,
        email: fields.email,
        company: fields.company || null,
        topic: fields.topic,
        message: fields.message,
        consentAt: new Date(),
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning();
    if (stored) {
      await enqueueMail(tx, contactNotificationMail(stored, mail));
      return { kind: "stored", id: stored.id };
    }
    const [earlier] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.idempotencyKey, idempotencyKey ?? ""));
    if (!earlier) throw new Error("A contact message conflicted on its idempotency key but cannot be found");
    return sameSubmission(earlier, fields) ? { kind: "replayed", id: earlier.id } : { kind: "key-reused" };
  });
}
