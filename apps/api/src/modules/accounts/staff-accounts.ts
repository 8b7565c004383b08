import { brand } from "@quillspin/content";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { AccountFailure } from "./account-failure";
import type { AccountRow } from "./account-profile";
import { accounts } from "./accounts.tables";
import { hashPassword } from "./password-hashing";
import { passwordProblem } from "./password-policy";
import { endAllSessions } from "./sessions";

export interface StaffAccountRequest {
  role: "editor" | "admin";
  email: string;
  name: string;
  password: string;
  jobTitle?: string;
}

/** Editors and admins are the studio's own people: created approved, from the command line only. */
export async function createStaffAccount(
  db: Db,
  request: StaffAccountRequest,
  now = new Date(),
): Promise<AccountRow> {
  const problem = passwordProblem(request.password, request.email);
  if (problem) throw new AccountFailure(400, `Password refused: ${problem}.`);
  const passwordHash = await hashPassword(request.password);
  const [account] = await db
    .insert(accounts)
    .values({
      email: request.email,
      name: request.name,
      company: brand.legalName,
      jobTitle: request.jobTitle ?? (request.role === "admin" ? "Administrator" : "Editor"),
      passwordHash,
      role: request.role,
      status: "approved",
      termsAcceptedAt: now,
      createdAt: now,
      updatedAt: now,
      approvedAt: now,
      // The studio's own people are created by hand with an address the studio gives them.
      emailVerifiedAt: now,
    })
    .onConflictDoNothing({ target: accounts.email })
    .returning();
  if (!account)
    throw new AccountFailure(409, `An account with the email address ${request.email} already exists.`);
  return account;
}

/** Closes an account and signs it out everywhere; it can no longer sign in or reset its password. */
export async function disableAccount(db: Db, email: string, now = new Date()): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .update(accounts)
      .set({ status: "disabled", updatedAt: now })
      .where(eq(accounts.email, email))
      .returning();
    if (!account) throw new AccountFailure(404, `No account uses the email address ${email}.`);
    await endAllSessions(tx, account.id, now);
    return account;
  });
}
