import { brand } from "@quillspin/content";
import type { ResendVerificationRequest, VerifyEmailResponse } from "@quillspin/contracts";
import { siteAddress, siteRoutes } from "@quillspin/contracts";
import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type DbExecutor, enqueueMail } from "../mail/outbox";
import { AccountFailure } from "./account-failure";
import { emailVerificationMail, partnerAwaitingApprovalMail } from "./account-mails";
import { type AccountRow, isClosed } from "./account-profile";
import { accounts, emailVerifications } from "./accounts.tables";
import { hashOpaqueToken, newOpaqueToken } from "./opaque-tokens";
import { verifyAgainstNoAccount, verifyPassword } from "./password-hashing";

export const verificationLinkLifetimeHours = 24;

/**
 * Confirmation links one unconfirmed address gets per hour. Anybody can type anybody's address into
 * the form, from many client addresses; past this, registrations still answer the same but send nothing.
 */
export const verificationMailsPerHour = 3;

export const invalidVerificationLinkMessage =
  "body.token: This confirmation link has expired or has already been used. Sign in with your email and password to get a new one.";

export const verifiedMessage = "Your email address is confirmed. Sign in to see the status of your account.";

const HOUR_MS = 3_600_000;

/** What a confirmation link activates: the details sent with the registration that asked for it. */
export interface RegistrationDetails {
  name: string;
  company: string;
  jobTitle: string;
  passwordHash: string;
}

/** Issues a confirmation link and queues its mail, unless the address had its share this hour. */
export async function sendVerificationLink(
  tx: DbExecutor,
  account: Pick<AccountRow, "id" | "email">,
  details: RegistrationDetails,
  siteUrl: string,
  now: Date,
): Promise<void> {
  const [recent] = await tx
    .select({ links: count() })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.accountId, account.id),
        gt(emailVerifications.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((recent?.links ?? 0) >= verificationMailsPerHour) return;
  const { token, tokenHash } = newOpaqueToken();
  const [link] = await tx
    .insert(emailVerifications)
    .values({
      accountId: account.id,
      tokenHash,
      ...details,
      expiresAt: new Date(now.getTime() + verificationLinkLifetimeHours * HOUR_MS),
      createdAt: now,
    })
    .returning({ id: emailVerifications.id });
  if (!link) throw new Error("confirmation link not stored");
  const address = siteAddress(siteUrl, siteRoutes.signupVerify(token));
  await enqueueMail(
    tx,
    emailVerificationMail(account.email, link.id, address, verificationLinkLifetimeHours),
  );
}

/**
 * Spends a confirmation link: the account takes the details sent with it and is confirmed, every
 * other link of the account stops working, and the partnerships inbox is told there is an account
 * to approve. The account is not signed in: whoever holds the link still needs the password.
 */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<VerifyEmailResponse> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.tokenHash, hashOpaqueToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
        ),
      )
      .returning();
    if (!link) throw new AccountFailure(400, invalidVerificationLinkMessage);
    const [account] = await tx
      .update(accounts)
      .set({
        name: link.name,
        company: link.company,
        jobTitle: link.jobTitle,
        passwordHash: link.passwordHash,
        emailVerifiedAt: now,
        updatedAt: now,
      })
      .where(and(eq(accounts.id, link.accountId), isNull(accounts.emailVerifiedAt)))
      .returning();
    if (!account) throw new AccountFailure(400, invalidVerificationLinkMessage);
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.accountId, account.id), isNull(emailVerifications.usedAt)));
    if (account.status === "pending") {
      await enqueueMail(tx, partnerAwaitingApprovalMail(account, brand.contacts.partnerships));
    }
    return { message: verifiedMessage, email: account.email };
  });
}

/**
 * A new confirmation link for whoever knows the password of an unconfirmed account. The caller
 * answers the same whatever happens here, so this reveals neither the account nor the password;
 * an unknown address costs the same argon2 work as a known one.
 */
export async function resendVerification(
  db: Db,
  { email, password }: ResendVerificationRequest,
  siteUrl: string,
  now = new Date(),
): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email));
  if (!account) {
    await verifyAgainstNoAccount(password);
    return;
  }
  if (!(await verifyPassword(account.passwordHash, password))) return;
  if (account.emailVerifiedAt || isClosed(account.status)) return;
  await db.transaction((tx) => sendVerificationLink(tx, account, account, siteUrl, now));
}
