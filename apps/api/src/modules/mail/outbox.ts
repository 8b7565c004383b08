import type { Db } from "../../db/database";
import { mailOutbox } from "./mail.tables";

export interface OutgoingMail {
  /** What the mail is for, e.g. `contact.notification`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** One mail per cause: enqueueing the same key twice stores it once. */
  dedupeKey?: string;
  /** Headers of this mail only, e.g. `Reply-To`, `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  headers?: Record<string, string>;
  /** The contact message the mail is about, when it is one. */
  contactMessageId?: string;
}

/** The database handle or a transaction on it: callers enqueue inside the transaction of their action. */
export type DbExecutor = Pick<Db, "insert" | "select" | "update" | "delete" | "execute">;

/**
 * Puts a mail in the durable outbox. Call it with the transaction of the action that causes the
 * mail, so the action and its mail are committed together or not at all; the mail worker sends it.
 */
export async function enqueueMail(db: DbExecutor, mail: OutgoingMail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      ...mail,
      html: mail.html ?? null,
      dedupeKey: mail.dedupeKey ?? null,
      headers: mail.headers ?? null,
      contactMessageId: mail.contactMessageId ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}
