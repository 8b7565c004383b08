import type { ContactRequest } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type DbExecutor, enqueueMail } from "../mail/outbox";
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

function sameSubmission(stored: StoredMessage, fields: Fields): boolean {
  return (
    stored.name === fields.name &&
    stored.email === fields.email &&
    (stored.company ?? "") === (fields.company ?? "") &&
    stored.topic === fields.topic &&
    stored.message === fields.message
  );
}

type StoredMessage = typeof contactMessages.$inferSelect;
type NewMessage = Omit<typeof contactMessages.$inferInsert, "idempotencyKey" | "consentAt">;

/**
 * Stores a message of the studio's inbox (a contact message, a job application) and what goes with
 * it (`withStored`: its files, its notification) in one transaction, so the mail exists exactly when
 * the message does. A submission retried with the same idempotency key finds the first one and
 * answers its id (`sameAs` decides whether it is the same submission); the unique key makes this hold
 * under concurrent retries as well.
 */
export async function storeInboxMessage(
  db: Db,
  message: NewMessage,
  options: {
    idempotencyKey?: string;
    sameAs: (earlier: StoredMessage) => boolean;
    withStored: (tx: DbExecutor, stored: StoredMessage) => Promise<void>;
  },
): Promise<ContactOutcome> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({ ...message, consentAt: new Date(), idempotencyKey: options.idempotencyKey ?? null })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning();
    if (stored) {
      await options.withStored(tx, stored);
      return { kind: "stored", id: stored.id };
    }
    const [earlier] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.idempotencyKey, options.idempotencyKey ?? ""));
    if (!earlier) throw new Error("A message conflicted on its idempotency key but cannot be found");
    return options.sameAs(earlier) ? { kind: "replayed", id: earlier.id } : { kind: "key-reused" };
  });
}

/** A contact message and its notification (`POST /v1/auth/contact`). */
export function submitContactMessage(
  db: Db,
  fields: Fields,
  { idempotencyKey, mail }: { idempotencyKey?: string; mail: ContactMailSettings },
): Promise<ContactOutcome> {
  return storeInboxMessage(
    db,
    {
      name: fields.name,
      email: fields.email,
      company: fields.company || null,
      topic: fields.topic,
      message: fields.message,
    },
    {
      idempotencyKey,
      sameAs: (earlier) => sameSubmission(earlier, fields),
      withStored: (tx, stored) => enqueueMail(tx, contactNotificationMail(stored, mail)),
    },
  );
}
