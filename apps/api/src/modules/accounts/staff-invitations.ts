import {
  type StaffInvitation,
  type StaffInvitationAcceptance,
  type StaffInvitationLookupResponse,
  type StaffInvitationRequest,
  siteAddress,
  siteRoutes,
  staffInvitationValidHours,
} from "@quillspin/contracts";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import { type DbExecutor, enqueueMail } from "../mail/outbox";
import { AccountFailure } from "./account-failure";
import { staffInvitationMail } from "./account-mails";
import { accounts, staffInvitations } from "./accounts.tables";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";
import { hashPassword } from "./password-hashing";
import { passwordProblem } from "./password-policy";
import { newStaffAccountRow } from "./staff-accounts";

type InvitationRow = typeof staffInvitations.$inferSelect;

export const invitationRefusedMessage =
  "This invitation link has expired, was replaced by a newer one, or was already used. Ask an administrator to send a new one.";

function toStaffInvitation(row: InvitationRow): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

const open = (now: Date) =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, now),
  );

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + staffInvitationValidHours * 3_600_000);
}

async function mailInvitation(
  tx: DbExecutor,
  invitation: InvitationRow,
  token: string,
  siteUrl: string,
): Promise<void> {
  const link = siteAddress(siteUrl, siteRoutes.staffInvitation(token));
  await enqueueMail(tx, staffInvitationMail(invitation, link, staffInvitationValidHours));
}

function auditSubject(invitation: InvitationRow) {
  return { type: "staff-invitation", id: invitation.id, label: invitation.email };
}

/** Invitations that can still be accepted, oldest first. */
export async function listOpenInvitations(db: Db, now = new Date()): Promise<StaffInvitation[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(open(now))
    .orderBy(asc(staffInvitations.createdAt));
  return rows.map(toStaffInvitation);
}

/**
 * Invites a person to the staff: a single-use link, stored hashed, mailed through the outbox in the
 * same transaction. An address that already has an account, or an open invitation, answers 409:
 * the administrator resends that invitation instead of starting a second one.
 */
export async function inviteStaff(
  db: Db,
  request: StaffInvitationRequest,
  actor: AuditActor,
  siteUrl: string,
  now = new Date(),
): Promise<StaffInvitation> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, request.email));
    if (account)
      throw new AccountFailure(409, `body.email: An account with ${request.email} already exists.`);
    const [pending] = await tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.email, request.email), open(now)));
    if (pending) {
      throw new AccountFailure(
        409,
        `body.email: ${request.email} is already invited. Resend that invitation instead.`,
      );
    }
    const { token, tokenHash } = newOpaqueToken();
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({
        email: request.email,
        role: request.role,
        tokenHash,
        invitedById: actor.id,
        invitedByName: actor.name,
        createdAt: now,
        expiresAt: expiryFrom(now),
      })
      .returning();
    if (!invitation) throw new Error("staff invitation was not stored");
    await mailInvitation(tx, invitation, token, siteUrl);
    await recordAudit(
      tx,
      { actor, action: "staff.invite", subject: auditSubject(invitation), after: { role: invitation.role } },
      now,
    );
    return toStaffInvitation(invitation);
  });
}

async function openInvitation(tx: DbExecutor, id: string): Promise<InvitationRow> {
  const [invitation] = await tx
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.id, id))
    .for("update");
  if (!invitation) throw new AccountFailure(404, "Invitation not found.");
  if (invitation.acceptedAt) throw new AccountFailure(409, "This invitation was already accepted.");
  if (invitation.revokedAt) throw new AccountFailure(409, "This invitation was revoked.");
  return invitation;
}

/**
 * Mails a fresh link with a fresh expiry; the earlier link stops working. An expired invitation can
 * be resent too: that is how an administrator renews it.
 */
export async function resendInvitation(
  db: Db,
  id: string,
  actor: AuditActor,
  siteUrl: string,
  now = new Date(),
): Promise<StaffInvitation> {
  return db.transaction(async (tx) => {
    const before = await openInvitation(tx, id);
    const { token, tokenHash } = newOpaqueToken();
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ tokenHash, expiresAt: expiryFrom(now) })
      .where(eq(staffInvitations.id, id))
      .returning();
    if (!invitation) throw new AccountFailure(404, "Invitation not found.");
    await mailInvitation(tx, invitation, token, siteUrl);
    await recordAudit(
      tx,
      {
        actor,
        action: "staff.reinvite",
        subject: auditSubject(invitation),
        before: { expiresAt: before.expiresAt.toISOString() },
        after: { expiresAt: invitation.expiresAt.toISOString() },
      },
      now,
    );
    return toStaffInvitation(invitation);
  });
}

export async function revokeInvitation(
  db: Db,
  id: string,
  actor: AuditActor,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, id);
    await tx.update(staffInvitations).set({ revokedAt: now }).where(eq(staffInvitations.id, id));
    await recordAudit(
      tx,
      {
        actor,
        action: "staff.revoke-invitation",
        subject: auditSubject(invitation),
        before: { role: invitation.role },
        after: null,
      },
      now,
    );
  });
}

async function usableInvitation(db: DbExecutor, token: string, now: Date): Promise<InvitationRow> {
  const [invitation] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashOpaqueToken(token)), open(now)));
  if (!invitation) throw new AccountFailure(400, invitationRefusedMessage);
  return invitation;
}

/** What the acceptance page shows before the form. Looking does not spend the link. */
export async function lookUpInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<StaffInvitationLookupResponse> {
  const invitation = await usableInvitation(db, token, now);
  return { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * Creates the approved staff account the invitation names. The link is spent in the statement that
 * checks it once more, so of two submissions only one creates an account; a refused password leaves
 * the link usable. Answers the new account's email, for the sign-in form.
 */
export async function acceptInvitation(
  db: Db,
  { token, name, password }: StaffInvitationAcceptance,
  now = new Date(),
): Promise<string> {
  const invitation = await usableInvitation(db, token, now);
  const problem = await passwordProblem(password, { email: invitation.email, name });
  if (problem) throw new AccountFailure(400, `body.password: ${problem}`);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(and(eq(staffInvitations.id, invitation.id), open(now)))
      .returning();
    if (!spent) throw new AccountFailure(400, invitationRefusedMessage);
    const [account] = await tx
      .insert(accounts)
      // The link reached this address: opening it confirmed it, as a verification link would.
      .values(newStaffAccountRow({ email: spent.email, name, role: spent.role }, passwordHash, now))
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!account)
      throw new AccountFailure(409, `An account with ${spent.email} already exists. Sign in instead.`);
    await recordAudit(
      tx,
      {
        actor: { id: account.id, email: account.email, name: account.name },
        action: "staff.accept-invitation",
        subject: { type: "account", id: account.id, label: `${account.name} (${account.email})` },
        before: null,
        after: { role: account.role, status: account.status },
      },
      now,
    );
    return account.email;
  });
}
