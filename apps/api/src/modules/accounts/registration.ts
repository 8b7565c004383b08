import { brand } from "@quillspin/content";
import type { RegistrationRequest, RegistrationResponse } from "@quillspin/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { enqueueMail } from "../mail/outbox";
import type { AccessTokens } from "./access-tokens";
import { AccountFailure } from "./account-failure";
import { partnerAwaitingApprovalMail, registrationReceivedMail } from "./account-mails";
import { toAccountProfile } from "./account-profile";
import { accounts } from "./accounts.tables";
import { hashPassword } from "./password-hashing";
import { passwordProblem } from "./password-policy";
import { startSession } from "./sessions";

export const emailTakenMessage =
  "body.email: An account with this email address already exists. Sign in, or reset the password if it is forgotten.";

export interface RegistrationContext {
  accessTokens: AccessTokens;
  siteUrl: string;
}

/**
 * Creates a partner account waiting for approval and signs it in, so the new partner sees the
 * status at once. The welcome mail, the note to the partnerships inbox and the session are written
 * in the account's own transaction: all of them exist, or none.
 */
export async function registerPartner(
  db: Db,
  request: RegistrationRequest,
  { accessTokens, siteUrl }: RegistrationContext,
  now = new Date(),
): Promise<RegistrationResponse> {
  const problem = passwordProblem(request.password, request.email);
  if (problem) throw new AccountFailure(400, `body.password: ${problem}`);
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, request.email));
  if (taken) throw new AccountFailure(409, emailTakenMessage);
  const passwordHash = await hashPassword(request.password);

  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        email: request.email,
        name: request.name,
        company: request.company,
        jobTitle: request.jobTitle,
        passwordHash,
        role: "partner",
        status: "pending",
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning();
    if (!account) throw new AccountFailure(409, emailTakenMessage);
    await enqueueMail(tx, registrationReceivedMail(account, siteUrl));
    await enqueueMail(tx, partnerAwaitingApprovalMail(account, brand.contacts.partnerships));
    const tokens = await startSession(tx, account, accessTokens, now);
    return { ...tokens, account: toAccountProfile(account) };
  });
}
