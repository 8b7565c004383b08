import type { AccountRole, AccountStatus, PageMeta } from "@quillspin/contracts";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { AccountRow } from "./account-profile";
import { accounts } from "./accounts.tables";

export interface AccountListQuery {
  roles?: AccountRole[];
  status?: AccountStatus;
  page: number;
  limit: number;
}

/** Accounts for the admin API and the accounts command: pending ones first, then the newest. */
export async function listAccounts(
  db: Db,
  { roles, status, page, limit }: AccountListQuery,
): Promise<{ rows: AccountRow[]; meta: PageMeta }> {
  const conditions: SQL[] = [];
  if (roles?.length) conditions.push(inArray(accounts.role, roles));
  if (status) conditions.push(eq(accounts.status, status));
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
