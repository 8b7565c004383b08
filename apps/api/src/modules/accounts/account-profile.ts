import type { AccountProfile, AccountStatus, AdminPartner } from "@quillspin/contracts";
import type { accounts } from "./accounts.tables";

export type AccountRow = typeof accounts.$inferSelect;

/** Statuses that keep an account out: it cannot sign in, refresh, reset its password or re-register. */
export const closedStatuses = ["disabled", "rejected"] as const satisfies AccountStatus[];

export function isClosed(status: AccountStatus): boolean {
  return (closedStatuses as readonly AccountStatus[]).includes(status);
}

/** What an account may see of itself, and what admins see of partners: never the password hash. */
export function toAccountProfile(row: AccountRow): AccountProfile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company: row.company,
    jobTitle: row.jobTitle,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** A partner as administrators see it: the profile, and the rejection they decided, if any. */
export function toAdminPartner(row: AccountRow): AdminPartner {
  return {
    ...toAccountProfile(row),
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}
