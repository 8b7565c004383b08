import { careersPage } from "@quillspin/content";
import type { CareerApplication, CvFileKind } from "@quillspin/contracts";
import type { Db } from "../../db/database";
import { contactNotificationMail } from "../contact/contact.mail";
import { type ContactMailSettings, type ContactOutcome, storeInboxMessage } from "../contact/contact.service";
import { contactMessageFiles } from "../contact/contact.tables";
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
export function submitCareerApplication(
  db: Db,
  fields: Fields,
  cv: CvFile,
  { idempotencyKey, mail }: { idempotencyKey?: string; mail: ContactMailSettings },
): Promise<ContactOutcome> {
  const note = fields.note ?? "";
  return storeInboxMessage(
    db,
    { name: fields.name, email: fields.email, topic: "careers", role: fields.role, message: note },
    {
      idempotencyKey,
      sameAs: (earlier) =>
        earlier.topic === "careers" &&
        earlier.name === fields.name &&
        earlier.email === fields.email &&
        earlier.role === fields.role &&
        earlier.message === note,
      withStored: async (tx, stored) => {
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
      },
    },
  );
}
