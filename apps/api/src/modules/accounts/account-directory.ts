import type { AccountRole, AccountStatus, PageMeta } from "@quillspin/contracts";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { AccountRow } from "./account-profile";
import { accounts } from "./accounts.tables";

export interface AccountListQuery {
  roles?: AccountRole[];
  status?: AccountStatus;
  /** Part of the name, company, job title or email address. */
  q?: string;
  page: number;
  limit: number;
}

/** Accounts for the admin API and the accounts command: pending ones first, then the newest. */
export async function listAccounts(
  db: Db,
  { roles, status, q, page, limit }: AccountListQuery,
): Promise<{ rows: AccountRow[]; meta: PageMeta }> {
  const conditions: SQL[] = [];
  if (roles?.length) conditions.push(inArray(accounts.role, roles));
  if (status) conditions.push(eq(accounts.status, status));
  if (q) {
    // `%`, `_` and `\` match themselves: a search for "100%" is not a wildcard.
    const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const search = or(
      ilike(accounts.name, pattern),
      ilike(accounts.company, pattern),
      ilike(accounts.jobTitle, pattern),
      ilike(accounts.email, pattern),
    );
    if (search) conditions.push(search);
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(desc(eq(accounts.status, "pending")), desc(accounts.createdAt), asc(accounts.email))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return { rows, meta: { page, limit, total: totals?.total ?? 0 } };
}
