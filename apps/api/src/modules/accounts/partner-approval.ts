import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { enqueueMail } from "../mail/outbox";
import { AccountFailure } from "./account-failure";
import { partnerApprovedMail } from "./account-mails";
import type { AccountRow } from "./account-profile";
import { accounts } from "./accounts.tables";

export type PartnerKey = { id: string } | { email: string };

function matching(key: PartnerKey) {
  return and(
    eq(accounts.role, "partner"),
    "id" in key ? eq(accounts.id, key.id) : eq(accounts.email, key.email),
  );
}

export const unverifiedPartnerMessage =
  "This partner has not confirmed their email address yet and cannot be approved. Approve the account once the address is confirmed.";

/**
 * Opens the partner area to a pending partner and emails them, in one transaction. Approving an
 * approved partner changes nothing and sends nothing; a disabled account stays disabled, and an
 * account whose address is not confirmed cannot be approved: nobody has shown they own it.
 */
export async function approvePartner(
  db: Db,
  key: PartnerKey,
  siteUrl: string,
  now = new Date(),
): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(accounts)
      .set({ status: "approved", approvedAt: now, updatedAt: now })
      .where(and(matching(key), eq(accounts.status, "pending"), isNotNull(accounts.emailVerifiedAt)))
      .returning();
    if (approved) {
      await enqueueMail(tx, partnerApprovedMail(approved, siteUrl));
      return approved;
    }
    const [existing] = await tx.select().from(accounts).where(matching(key));
    if (!existing) throw new AccountFailure(404, "Partner account not found.");
    if (existing.status === "disabled") {
      throw new AccountFailure(409, "This partner account is disabled and cannot be approved.");
    }
    if (!existing.emailVerifiedAt) throw new AccountFailure(409, unverifiedPartnerMessage);
    return existing;
  });
}
