import { brand } from "@quillspin/content";
import { emailUnverifiedMessage, type LoginRequest, type SessionTokens } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { AccessTokens } from "./access-tokens";
import { AccountFailure } from "./account-failure";
import { accounts } from "./accounts.tables";
import { hashPassword, needsRehash, verifyAgainstNoAccount, verifyPassword } from "./password-hashing";
import { startSession } from "./sessions";
import { recordStaffSession } from "./staff-sign-ins";

/** One message for an unknown email and a wrong password, so the answer never confirms an account. */
export const wrongCredentialsMessage = "Email or password is incorrect.";

/**
 * Checks the credentials and starts a session; null when they are wrong. An unknown email costs
 * the same argon2 work as a known one. A hash made with older parameters is upgraded while the
 * plain password is at hand.
 */
export async function logIn(
  db: Db,
  { email, password }: LoginRequest,
  accessTokens: AccessTokens,
  now = new Date(),
): Promise<SessionTokens | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!account) return verifyAgainstNoAccount(password).then(() => null);
  if (!(await verifyPassword(account.passwordHash, password))) return null;
  if (account.status === "disabled") {
    throw new AccountFailure(
      403,
      `This account is disabled. Contact ${brand.contacts.partnerships} if you need access again.`,
    );
  }
  // Only after the password: the 403 must not tell a stranger that the address registered.
  if (!account.emailVerifiedAt) throw new AccountFailure(403, emailUnverifiedMessage);
  if (needsRehash(account.passwordHash)) {
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(password), updatedAt: now })
      .where(eq(accounts.id, account.id));
  }
  return db.transaction(async (tx) => {
    const tokens = await startSession(tx, account, accessTokens, now);
    await recordStaffSession(tx, account, "sign-in", now);
    return tokens;
  });
}
