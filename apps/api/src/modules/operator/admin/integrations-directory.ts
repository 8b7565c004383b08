import type { AdminIntegration, PageMeta } from "@quillspin/contracts";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { accounts } from "../../accounts/accounts.tables";
import { operatorRounds, operators, operatorTransactions } from "../operator.tables";

/**
 * Every operator's integration for the back office, newest first: its partner, wallet, currencies and
 * credential status, with how many rounds it played and how many wins and rollbacks its wallet still
 * owes an acknowledgement for. The counts are correlated subqueries on the rounds' and the outbox's
 * indexes, so a page costs its rows, not the whole history.
 */
export async function listIntegrations(
  db: Db,
  query: { page: number; limit: number },
): Promise<{ data: AdminIntegration[]; meta: PageMeta }> {
  const rounds = sql<number>`(select count(*) from ${operatorRounds} where ${operatorRounds.operatorId} = ${operators.id})::int`;
  const stuck = sql<number>`(select count(*) from ${operatorTransactions}
    where ${operatorTransactions.operatorId} = ${operators.id}
      and ${operatorTransactions.status} = 'pending' and ${operatorTransactions.kind} <> 'bet')::int`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ operator: operators, account: accounts, rounds, stuck })
      .from(operators)
      .innerJoin(accounts, eq(accounts.id, operators.accountId))
      .orderBy(desc(operators.createdAt), desc(operators.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(operators),
  ]);
  return {
    data: rows.map(({ operator, account, rounds: played, stuck: owed }) => ({
      operator_id: operator.id,
      partner: { id: account.id, name: account.name, company: account.company, email: account.email },
      wallet_url: operator.walletUrl,
      currencies: operator.currencies,
      credential_status: operator.status,
      secret_issued_at: operator.secretIssuedAt.toISOString(),
      created_at: operator.createdAt.toISOString(),
      rounds: Number(played),
      stuck_transactions: Number(owed),
    })),
    meta: { page: query.page, limit: query.limit, total: total?.total ?? 0 },
  };
}

/** Whether an operator id names an integration: staff routes answer 404 for one that does not. */
export async function integrationExists(db: Db, operatorId: string): Promise<boolean> {
  const [row] = await db.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId));
  return Boolean(row);
}
