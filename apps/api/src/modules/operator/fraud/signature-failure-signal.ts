import { type FraudSignal, roundsPerFraudSignal } from "@quillspin/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rowsOf } from "../../../db/raw-rows";
import { auditEvents } from "../../audit/audit.tables";
import type { ReportRange } from "../reports/report-range";
import { signatureFailureAction } from "../signature-failures";

/** This many refused signatures within ten minutes is more than a clock or a deploy getting it wrong once. */
export const signatureFailuresFlagged = 5;

type Signal = Extract<FraudSignal, { kind: "signature-failures" }>;

interface Failure {
  at: string | Date;
  problem: string | null;
  in_ten_minutes: number | string;
}

/**
 * Repeated signature failures of one operator: the requests to the Operator API that named it and were
 * refused (recorded in the audit log by the signed routes). Flagged when 5 or more fell within any ten
 * minutes of the range, with every failure of the range counted and the latest ones' times listed.
 */
export async function signatureFailureSignals(
  db: Db,
  operatorId: string,
  range: ReportRange,
): Promise<Signal[]> {
  const result = await db.execute(sql`
    select ${auditEvents.at} as at, ${auditEvents.after}->>'problem' as problem,
      count(*) over (
        order by ${auditEvents.at} range between interval '10 minutes' preceding and current row
      )::int as in_ten_minutes
    from ${auditEvents}
    where ${auditEvents.subjectType} = 'operator'
      and ${auditEvents.subjectId} = ${operatorId}
      and ${auditEvents.action} = ${signatureFailureAction}
      and ${auditEvents.at} >= ${range.start.toISOString()}
      and ${auditEvents.at} < ${range.end.toISOString()}
    order by ${auditEvents.at}`);
  const failures = rowsOf<Failure>(result);
  const most = Math.max(0, ...failures.map((failure) => Number(failure.in_ten_minutes)));
  const first = failures[0];
  const last = failures.at(-1);
  if (most < signatureFailuresFlagged || !first || !last) return [];
  const byProblem: Record<string, number> = {};
  for (const failure of failures) {
    const problem = failure.problem ?? "unknown";
    byProblem[problem] = (byProblem[problem] ?? 0) + 1;
  }
  return [
    {
      kind: "signature-failures",
      summary: `${failures.length} signed requests naming operator ${operatorId} were refused, ${most} of them within ten minutes.`,
      subject: { operator_id: operatorId },
      figures: { failures: failures.length, most_in_ten_minutes: most, by_problem: byProblem },
      window: { from: new Date(first.at).toISOString(), to: new Date(last.at).toISOString() },
      failure_times: failures
        .slice(-roundsPerFraudSignal)
        .reverse()
        .map((failure) => new Date(failure.at).toISOString()),
    },
  ];
}
