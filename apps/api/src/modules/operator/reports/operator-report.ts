import type { OperatorReport, OperatorReportQuery } from "@quillspin/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rowsOf } from "../../../db/raw-rows";
import { operatorRounds } from "../operator.tables";
import { reportFigures } from "./minor-unit-sums";
import { reportRange } from "./report-range";

/**
 * The rounds a report counts: those whose bet the wallet confirmed and whose outcome was drawn
 * (`drawn`, win still owed, or `settled`). A refused bet moved nothing and a rolled-back one was given
 * back, so neither is a bet; a round still `betting` is not decided yet.
 */
export const countedStatuses = sql`${operatorRounds.status} in ('drawn', 'settled')`;

interface ReportRow {
  day: string;
  game: string;
  currency: string;
  rounds: number | string;
  bets: string;
  wins: string;
}

/**
 * Bets, wins, GGR, rounds and realised RTP per game, UTC day and currency, straight from the rounds
 * table by one aggregation (no cache: a round counts the moment its outcome is stored), and a total per
 * currency, never across currencies. The range is served by the `(operator_id, created_at)` index.
 * An operator id of null (a partner who never issued credentials) has an empty report, not a 404; a
 * range that is not one is a 400 in words (`reportRange`).
 */
export async function operatorReport(
  db: Db,
  operatorId: string | null,
  query: OperatorReportQuery,
  now: Date,
): Promise<OperatorReport> {
  const range = reportRange(query, now);
  const filters = { currency: query.currency, game: query.game };
  const head = {
    operator_id: operatorId,
    from: range.from,
    to: range.to,
    currency: filters.currency ?? null,
    game: filters.game ?? null,
    generated_at: now.toISOString(),
  };
  if (operatorId === null) return { ...head, rows: [], totals: [] };
  const conditions: SQL[] = [
    sql`${operatorRounds.operatorId} = ${operatorId}`,
    sql`${operatorRounds.createdAt} >= ${range.start.toISOString()}`,
    sql`${operatorRounds.createdAt} < ${range.end.toISOString()}`,
    countedStatuses,
  ];
  if (filters.currency) conditions.push(sql`${operatorRounds.currency} = ${filters.currency}`);
  if (filters.game) conditions.push(sql`${operatorRounds.game} = ${filters.game}`);
  const result = await db.execute(sql`
    select to_char(${operatorRounds.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day,
      ${operatorRounds.game} as game,
      ${operatorRounds.currency} as currency,
      count(*)::int as rounds,
      sum(${operatorRounds.betMinor})::text as bets,
      sum(${operatorRounds.winMinor})::text as wins
    from ${operatorRounds}
    where ${sql.join(conditions, sql` and `)}
    group by 1, 2, 3
    order by 1, 2, 3`);
  const rows = rowsOf<ReportRow>(result).map((row) => ({
    day: row.day,
    game: row.game,
    currency: row.currency,
    ...reportFigures(Number(row.rounds), BigInt(row.bets), BigInt(row.wins)),
  }));
  const byCurrency = new Map<string, { rounds: number; bets: bigint; wins: bigint }>();
  for (const row of rows) {
    const total = byCurrency.get(row.currency) ?? { rounds: 0, bets: 0n, wins: 0n };
    total.rounds += row.rounds;
    total.bets += BigInt(row.bets);
    total.wins += BigInt(row.wins);
    byCurrency.set(row.currency, total);
  }
  return {
    ...head,
    rows,
    totals: [...byCurrency.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, total]) => ({ currency, ...reportFigures(total.rounds, total.bets, total.wins) })),
  };
}
