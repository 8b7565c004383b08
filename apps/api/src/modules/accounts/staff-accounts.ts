import { brand } from "@quillspin/content";
import { type StaffAccount, type StaffRole, staffRoles } from "@quillspin/contracts";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import type { DbExecutor } from "../mail/outbox";
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

/**
 * The row of a new editor or admin, however they came (the command line or an invitation): approved,
 * under the studio's name, with an address the studio gave them and so already verified.
 */
export function newStaffAccountRow(
  person: { email: string; name: string; role: StaffAccountRequest["role"]; jobTitle?: string | undefined },
  passwordHash: string,
  now: Date,
) {
  return {
    email: person.email,
    name: person.name,
    company: brand.legalName,
    jobTitle: person.jobTitle ?? (person.role === "admin" ? "Administrator" : "Editor"),
    passwordHash,
    role: person.role,
    status: "approved" as const,
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
    approvedAt: now,
    emailVerifiedAt: now,
  };
}

const accountSubject = (account: AccountRow) => ({
  type: "account",
  id: account.id,
  label: `${account.name} (${account.email})`,
});

/**
 * Editors and admins are the studio's own people: created approved, from the command line only. The
 * audit log names the command line as the actor, so every staff account has a recorded origin.
 */
export async function createStaffAccount(
  db: Db,
  request: StaffAccountRequest,
  actor: AuditActor,
  now = new Date(),
): Promise<AccountRow> {
  const problem = await passwordProblem(request.password, request);
  if (problem) throw new AccountFailure(400, `Password refused: ${problem}.`);
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values(newStaffAccountRow(request, passwordHash, now))
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!account)
      throw new AccountFailure(409, `An account with the email address ${request.email} already exists.`);
    await recordAudit(
      tx,
      {
        actor,
        action: "staff.create",
        subject: accountSubject(account),
        after: { role: account.role, status: account.status },
      },
      now,
    );
    return account;
  });
}

/** Closes an account and signs it out everywhere; it can no longer sign in or reset its password. */
export async function disableAccount(
  db: Db,
  email: string,
  actor: AuditActor,
  now = new Date(),
): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(accounts).where(eq(accounts.email, email)).for("update");
    if (!before) throw new AccountFailure(404, `No account uses the email address ${email}.`);
    const [account] = await tx
      .update(accounts)
      .set({ status: "disabled", updatedAt: now })
      .where(eq(accounts.id, before.id))
      .returning();
    if (!account) throw new AccountFailure(404, `No account uses the email address ${email}.`);
    await endAllSessions(tx, account.id, now);
    await recordAudit(
      tx,
      {
        actor,
        action: `${account.role === "partner" ? "partner" : "staff"}.disable`,
        subject: accountSubject(account),
        before: { role: before.role, status: before.status },
        after: { role: account.role, status: account.status },
      },
      now,
    );
    return account;
  });
}

function toStaffAccount(row: AccountRow): StaffAccount {
  if (row.role === "partner") throw new Error("a partner is not staff");
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

const isStaff = inArray(accounts.role, [...staffRoles]);

/** Editors and administrators, administrators first, then by name. */
export async function listStaff(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .select()
    .from(accounts)
    .where(isStaff)
    .orderBy(desc(eq(accounts.role, "admin")), asc(accounts.name), asc(accounts.email));
  return rows.map(toStaffAccount);
}

export const lastAdministratorMessage =
  "This is the last active administrator. Make another staff member an administrator first.";

/**
 * Locks every active administrator's row and answers their ids. Two administrators demoting or
 * disabling each other at once both take these locks; the second waits for the first to commit and
 * then no longer sees the account the first one changed, so it counts the one administrator left
 * and is refused instead of leaving none.
 */
async function lockActiveAdministrators(tx: DbExecutor): Promise<string[]> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, "admin"), eq(accounts.status, "approved")))
    .orderBy(asc(accounts.id))
    .for("update");
  return rows.map((row) => row.id);
}

type StaffChange = { set: Partial<AccountRow> } | "unchanged" | string;

/**
 * One administrator's change to a staff account, in a transaction that cannot leave the studio
 * without an administrator: a change that takes an active administrator away (demotion, disabling)
 * is refused with 409 when they are the last one.
 */
async function changeStaff(
  db: Db,
  id: string,
  actor: AuditActor,
  action: string,
  decide: (member: AccountRow) => StaffChange,
  now: Date,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const administrators = await lockActiveAdministrators(tx);
    const [member] = await tx
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, id), isStaff))
      .for("update");
    if (!member) throw new AccountFailure(404, "Staff account not found.");
    const decision = decide(member);
    if (decision === "unchanged") return toStaffAccount(member);
    if (typeof decision === "string") throw new AccountFailure(409, decision);
    const [changed] = await tx
      .update(accounts)
      .set({ ...decision.set, updatedAt: now })
      .where(eq(accounts.id, id))
      .returning();
    if (!changed) throw new AccountFailure(404, "Staff account not found.");
    const removesAdministrator =
      administrators.includes(id) && (changed.role !== "admin" || changed.status !== "approved");
    if (removesAdministrator && administrators.length <= 1) {
      throw new AccountFailure(409, lastAdministratorMessage);
    }
    if (changed.status === "disabled") await endAllSessions(tx, id, now);
    await recordAudit(
      tx,
      {
        actor,
        action,
        subject: accountSubject(member),
        before: { role: member.role, status: member.status },
        after: { role: changed.role, status: changed.status },
      },
      now,
    );
    return toStaffAccount(changed);
  });
}

export function changeStaffRole(db: Db, id: string, role: StaffRole, actor: AuditActor, now = new Date()) {
  return changeStaff(
    db,
    id,
    actor,
    "staff.change-role",
    (member) => (member.role === role ? "unchanged" : { set: { role } }),
    now,
  );
}

/** Closes a staff account and signs it out everywhere. */
export function disableStaff(db: Db, id: string, actor: AuditActor, now = new Date()) {
  return changeStaff(
    db,
    id,
    actor,
    "staff.disable",
    (member) => (member.status === "disabled" ? "unchanged" : { set: { status: "disabled" } }),
    now,
  );
}

export function enableStaff(db: Db, id: string, actor: AuditActor, now = new Date()) {
  return changeStaff(
    db,
    id,
    actor,
    "staff.enable",
    (member) => (member.status === "disabled" ? { set: { status: "approved" } } : "unchanged"),
    now,
  );
}
