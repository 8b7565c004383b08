import { recordAudit } from "../audit/audit-log";
import type { DbExecutor } from "../mail/outbox";
import type { AccountRow } from "./account-profile";

type SigningAccount = Pick<AccountRow, "id" | "email" | "name" | "role">;

/** Staff sessions open the back office, so the log says when each began and ended; partners' do not. */
const isStaff = (account: SigningAccount) => account.role === "editor" || account.role === "admin";

/**
 * Writes `staff.sign-in` or `staff.sign-out` for a staff account, in the transaction that starts or
 * ends the session. The entry names the account and nothing of the session: never a token.
 */
export async function recordStaffSession(
  db: DbExecutor,
  account: SigningAccount,
  event: "sign-in" | "sign-out",
  now: Date,
): Promise<void> {
  if (!isStaff(account)) return;
  await recordAudit(
    db,
    {
      actor: { id: account.id, email: account.email, name: account.name },
      action: `staff.${event}`,
      subject: { type: "account", id: account.id, label: account.name },
      after: event === "sign-in" ? { role: account.role } : null,
    },
    now,
  );
}
