import type { RegistrationRequest, RegistrationResponse } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { enqueueMail } from "../mail/outbox";
import { AccountFailure } from "./account-failure";
import { registrationAttemptMail } from "./account-mails";
import { isClosed } from "./account-profile";
import { accounts } from "./accounts.tables";
import { sendVerificationLink, verificationLinkLifetimeHours } from "./email-verification";
import { hashPassword } from "./password-hashing";
import { passwordProblem } from "./password-policy";

/** The same words for a new address and a taken one: either way the next step is in that inbox. */
export function registrationAnswer(email: string): string {
  // The form's heading says "Check your inbox" (issue 27: once, not three times).
  return `We have emailed ${email} the next step. To finish creating the account, open the confirmation link in that email within ${verificationLinkLifetimeHours} hours, then sign in.`;
}

/** The hour a notice belongs to: at most one "someone tried to register" mail per account per hour. */
const noticePeriod = (now: Date) => now.toISOString().slice(0, 13);

/**
 * Registers a partner account that cannot sign in until its address is confirmed. The answer never
 * says whether the address was free: a new address (or one whose owner never confirmed it) gets a
 * confirmation link, a taken one a notice to its owner, and the password is hashed either way so
 * both take as long. The mail is written in the account's own transaction: both exist, or neither.
 */
export async function registerPartner(
  db: Db,
  request: RegistrationRequest,
  siteUrl: string,
  now = new Date(),
): Promise<RegistrationResponse> {
  const problem = await passwordProblem(request.password, request);
  if (problem) throw new AccountFailure(400, `body.password: ${problem}`);
  const passwordHash = await hashPassword(request.password);
  const details = { name: request.name, company: request.company, jobTitle: request.jobTitle, passwordHash };

  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(accounts)
      .values({
        email: request.email,
        ...details,
        role: "partner",
        status: "pending",
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    const [account] = created
      ? [created]
      : await tx.select().from(accounts).where(eq(accounts.email, request.email));
    if (!account) throw new Error("registration: the address was neither free nor taken");
    if (!account.emailVerifiedAt && !isClosed(account.status)) {
      await sendVerificationLink(tx, account, details, siteUrl, now);
    } else {
      await enqueueMail(tx, registrationAttemptMail(account, siteUrl, noticePeriod(now)));
    }
  });
  return { message: registrationAnswer(request.email) };
}
