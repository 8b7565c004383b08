import { careersPage } from "@quillspin/content";
import type { CareerApplication, CvFileKind } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { contactNotificationMail } from "../contact/contact.mail";
import type { ContactMailSettings, ContactOutcome } from "../contact/contact.service";
import { contactMessageFiles, contactMessages } from "../contact/contact.tables";
import { enqueueMail } from "../mail/outbox";

/** The roles open now: the careers page's positions. */
export const openRoleIds = careersPage.positions.map((position) => position.id);

export function roleTitle(role: string): string {
  return careersPage.positions.find((position) => position.id === role)?.title ?? role;
}

export interface CvFile {
  name: string;
  kind: CvFileKind;
  bytes: Uint8Array;
}

type Fields = Omit<CareerApplication, "website" | "consent" | "cv">;

/**
 * Stores an application as a message of the shared inbox (topic careers, with its role), its CV
 * beside it and the studio's notification, in one transaction: the back office shows all of it or
 * none. A retry with the same idempotency key answers the first one's id; a different application
 * under a used key is refused.
 */
export async function submitCareerApplication(
  db: Db,
  fields: Fields,
  cv: CvFile,
  { idempotencyKey, mail }: { idempotencyKey?: string; mail: ContactMailSettings },
): Promise<ContactOutcome> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: fields.name,
        email: fields.email,
        topic: "careers",
        role: fields.role,
        message: fields.note ?? "",
        consentAt: new Date(),
        idempotencyKey: idempotencyKey ?? null,
      })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning();
    if (stored) {
      await tx.insert(contactMessageFiles).values({
        messageId: stored.id,
        fileName: cv.name,
        kind: cv.kind,
        sizeBytes: cv.bytes.length,
        content: cv.bytes,
      });
      await enqueueMail(
        tx,
        contactNotificationMail(stored, mail, { roleTitle: roleTitle(fields.role), files: [cv.name] }),
      );
      return { kind: "stored", id: stored.id };
    }
    const [earlier] = await tx
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.idempotencyKey, idempotencyKey ?? ""));
    if (!earlier) throw new Error("An application conflicted on its idempotency key but cannot be found");
    const same =
      earlier.topic === "careers" &&
      earlier.name === fields.name &&
      earlier.email === fields.email &&
      earlier.role === fields.role &&
      earlier.message === (fields.note ?? "");
    return same ? { kind: "replayed", id: earlier.id } : { kind: "key-reused" };
  });
}
