import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { type DbExecutor, enqueueMail } from "../mail/outbox";
import { AccountFailure } from "./account-failure";
import { partnerApprovedMail, partnerRejectedMail } from "./account-mails";
import type { AccountRow } from "./account-profile";
import { accounts } from "./accounts.tables";
import { endAllSessions } from "./sessions";

export type PartnerKey = { id: string } | { email: string };

function matching(key: PartnerKey) {
  return and(
    eq(accounts.role, "partner"),
    "id" in key ? eq(accounts.id, key.id) : eq(accounts.email, key.email),
  );
}

export const unverifiedPartnerMessage =
  "This partner has not confirmed their email address yet and cannot be approved. Approve the account once the address is confirmed.";

/** What a state change does to a partner row it may act on: the new values, or a refusal. */
type Change = { set: Partial<AccountRow>; audit?: Record<string, unknown> } | "unchanged" | string;

interface PartnerChange {
  action: "approve" | "reject" | "disable" | "enable";
  decide(partner: AccountRow, now: Date): Change;
  /** Mails and sign-outs, in the same transaction as the change. */
  consequences?(tx: DbExecutor, partner: AccountRow, now: Date): Promise<void>;
}

/**
 * Applies one administrator's decision to a partner. The row is locked first, so two administrators
 * acting at once see each other's result instead of both acting on the old status; the change, its
 * side effects and its audit entry commit together. Asking for the state the account is already in
 * changes nothing and records nothing; an impossible transition answers 409 with the reason.
 */
async function changePartner(
  db: Db,
  key: PartnerKey,
  actor: AuditActor,
  change: PartnerChange,
  now: Date,
): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [partner] = await tx.select().from(accounts).where(matching(key)).for("update");
    if (!partner) throw new AccountFailure(404, "Partner account not found.");
    const decision = change.decide(partner, now);
    if (decision === "unchanged") return partner;
    if (typeof decision === "string") throw new AccountFailure(409, decision);
    const [changed] = await tx
      .update(accounts)
      .set({ ...decision.set, updatedAt: now })
      .where(eq(accounts.id, partner.id))
      .returning();
    if (!changed) throw new AccountFailure(404, "Partner account not found.");
    await change.consequences?.(tx, changed, now);
    await recordAudit(
      tx,
      {
        actor,
        action: `partner.${change.action}`,
        subject: { type: "account", id: partner.id, label: `${partner.company} (${partner.email})` },
        before: { status: partner.status },
        after: { status: changed.status, ...decision.audit },
      },
      now,
    );
    return changed;
  });
}

const rejectedMessage = "This registration was rejected and stays closed.";

/**
 * Opens the partner area to a pending partner and emails them. An account whose address is not
 * confirmed cannot be approved: nobody has shown they own it.
 */
export function approvePartner(
  db: Db,
  key: PartnerKey,
  siteUrl: string,
  actor: AuditActor,
  now = new Date(),
): Promise<AccountRow> {
  return changePartner(
    db,
    key,
    actor,
    {
      action: "approve",
      decide(partner) {
        if (partner.status === "approved") return "unchanged";
        if (partner.status === "disabled") return "This partner account is disabled and cannot be approved.";
        if (partner.status === "rejected") return rejectedMessage;
        if (!partner.emailVerifiedAt) return unverifiedPartnerMessage;
        return { set: { status: "approved", approvedAt: now } };
      },
      consequences: (tx, partner) => enqueueMail(tx, partnerApprovedMail(partner, siteUrl)),
    },
    now,
  );
}

/**
 * Turns a pending registration down with a reason. The partner is mailed the reason when their
 * address is confirmed; an unconfirmed address may be a stranger's, typed by someone else, so it
 * gets nothing. Any session the pending partner had ends at once.
 */
export function rejectPartner(
  db: Db,
  key: PartnerKey,
  reason: string,
  actor: AuditActor,
  now = new Date(),
): Promise<AccountRow> {
  return changePartner(
    db,
    key,
    actor,
    {
      action: "reject",
      decide(partner) {
        if (partner.status === "pending") {
          return { set: { status: "rejected", rejectedAt: now, rejectionReason: reason }, audit: { reason } };
        }
        if (partner.status === "approved") {
          return "This partner is already approved; only a pending registration can be rejected. Disable the account instead.";
        }
        if (partner.status === "disabled") return "This partner account is disabled. Re-enable it first.";
        return rejectedMessage;
      },
      async consequences(tx, partner) {
        await endAllSessions(tx, partner.id, now);
        if (partner.emailVerifiedAt) await enqueueMail(tx, partnerRejectedMail(partner, reason));
      },
    },
    now,
  );
}

/**
 * Withdraws a partner's access and signs them out everywhere: the API checks the live session on
 * every request, so their client area stops answering with the next click.
 */
export function disablePartner(db: Db, key: PartnerKey, actor: AuditActor, now = new Date()) {
  return changePartner(
    db,
    key,
    actor,
    {
      action: "disable",
      decide(partner) {
        if (partner.status === "disabled") return "unchanged";
        if (partner.status === "rejected") return rejectedMessage;
        return { set: { status: "disabled" } };
      },
      consequences: (tx, partner) => endAllSessions(tx, partner.id, now),
    },
    now,
  );
}

/** Gives a disabled partner back the status they had: approved if they ever were, else pending. */
export function enablePartner(db: Db, key: PartnerKey, actor: AuditActor, now = new Date()) {
  return changePartner(
    db,
    key,
    actor,
    {
      action: "enable",
      decide(partner) {
        if (partner.status === "disabled") {
          return { set: { status: partner.approvedAt ? "approved" : "pending" } };
        }
        if (partner.status === "rejected") return rejectedMessage;
        return "This partner account is not disabled.";
      },
    },
    now,
  );
}
