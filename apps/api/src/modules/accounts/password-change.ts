import { randomUUID } from "node:crypto";
import type { ChangePasswordRequest, SessionTokens } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { enqueueMail } from "../mail/outbox";
import type { AccessTokens } from "./access-tokens";
import { AccountFailure } from "./account-failure";
import { passwordChangedMail } from "./account-mails";
import { accounts } from "./accounts.tables";
import { hashPassword, verifyPassword } from "./password-hashing";
import { passwordProblem } from "./password-policy";
import { retireResetLinks } from "./password-reset";
import { endAllSessions, sessionEndedMessage, startSession } from "./sessions";

export const wrongCurrentPasswordMessage = "body.currentPassword: The current password is not correct.";

/**
 * Changes the password of a signed-in account after checking the current one (ASVS 2.1.6), signs
 * out every other session and answers a fresh session for this device; null when the current
 * password is wrong.
 */
export async function changePassword(
  db: Db,
  accountId: string,
  { currentPassword, newPassword }: ChangePasswordRequest,
  { accessTokens, siteUrl }: { accessTokens: AccessTokens; siteUrl: string },
  now = new Date(),
): Promise<SessionTokens | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new AccountFailure(401, sessionEndedMessage);
  if (!(await verifyPassword(account.passwordHash, currentPassword))) return null;
  const problem = await passwordProblem(newPassword, account);
  if (problem) throw new AccountFailure(400, `body.newPassword: ${problem}`);
  const passwordHash = await hashPassword(newPassword);

  return db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash, updatedAt: now }).where(eq(accounts.id, account.id));
    await retireResetLinks(tx, account.id, now);
    await endAllSessions(tx, account.id, now);
    await enqueueMail(tx, passwordChangedMail(account, randomUUID(), siteUrl));
    return startSession(tx, account, accessTokens, now);
  });
}
