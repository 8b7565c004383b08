import type { AccountProfile } from "@quillspin/contracts";
import type { accounts } from "./accounts.tables";

export type AccountRow = typeof accounts.$inferSelect;

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
  };
}
