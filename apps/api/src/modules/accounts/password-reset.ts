import type { ResetPasswordRequest } from "@quillspin/contracts";
import { siteAddress, siteRoutes } from "@quillspin/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type DbExecutor, enqueueMail } from "../mail/outbox";
import { AccountFailure } from "./account-failure";
import { passwordChangedMail, passwordResetMail } from "./account-mails";
import { isClosed } from "./account-profile";
import { accounts, passwordResets } from "./accounts.tables";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";
import { hashPassword } from "./password-hashing";
import { passwordProblem } from "./password-policy";
import { endAllSessions } from "./sessions";

export const resetLinkLifetimeMinutes = 30;

export const resetLinkRefusedMessage =
  "body.token: This password reset link has expired or has already been used. Ask for a new one.";

/** Only the newest link of an account works: asking again, or using one, retires the others. */
export async function retireResetLinks(db: DbExecutor, accountId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}

/**
 * Writes a single-use link to set a new password, and its mail, when the address belongs to an
 * account that may sign in. Runs in the reset queue's transaction, after the request was answered,
 * so neither the answer nor its timing reveals an account.
 */
export async function issueResetLink(db: DbExecutor, email: string, siteUrl: string, now = new Date()) {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!account || isClosed(account.status)) return;
  const { token, tokenHash } = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + resetLinkLifetimeMinutes * 60_000);
  const link = siteAddress(siteUrl, siteRoutes.resetPassword(token));
  await retireResetLinks(db, account.id, now);
  const [reset] = await db
    .insert(passwordResets)
    .values({ accountId: account.id, tokenHash, expiresAt, createdAt: now })
    .returning({ id: passwordResets.id });
  if (!reset) throw new Error("password reset was not stored");
  await enqueueMail(db, passwordResetMail(account, reset.id, link, resetLinkLifetimeMinutes));
}

/**
 * Sets the new password from a reset link and signs the account out everywhere. The link is
 * checked before the password (a refused password leaves the link usable) and spent in the same
 * statement that checks it again, so one link sets one password. Answers the account's email.
 */
export async function resetPassword(
  db: Db,
  { token, password }: ResetPasswordRequest,
  siteUrl: string,
  now = new Date(),
): Promise<string> {
  const tokenHash = hashOpaqueToken(token);
  const usable = and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
  const [pending] = await db
    .select({ account: accounts })
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(usable);
  if (!pending || isClosed(pending.account.status)) throw new AccountFailure(400, resetLinkRefusedMessage);
  const { account } = pending;
  const problem = await passwordProblem(password, account);
  if (problem) throw new AccountFailure(400, `body.password: ${problem}`);
  const passwordHash = await hashPassword(password);

  const spent = await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usable)
      .returning({ id: passwordResets.id });
    if (!reset) return false;
    await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, account.id));
    await retireResetLinks(tx, account.id, now);
    await endAllSessions(tx, account.id, now);
    await enqueueMail(tx, passwordChangedMail(account, reset.id, siteUrl));
    return true;
  });
  if (!spent) throw new AccountFailure(400, resetLinkRefusedMessage);
  return account.email;
}
