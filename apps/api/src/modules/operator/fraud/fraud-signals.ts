import type { FraudSignals, ReportRangeQuery } from "@quillspin/contracts";
import type { Db } from "../../../db/database";
import { reportRange } from "../reports/report-range";
import { fastBets } from "./fast-bets";
import { rtpOutliers } from "./rtp-outliers";
import { signatureFailureSignals } from "./signature-failure-signal";

/**
 * Every fraud signal of one operator over a range (issue 28): players whose realised RTP is beyond
 * three standard errors of the game's, sessions that bet faster than their profile allows, and repeated
 * signature failures. Computed from the rounds and the audit log on each request, so a round counts as
 * soon as it is stored. An operator id of null (no credentials issued yet) has no signals.
 */
export async function fraudSignals(
  db: Db,
  operatorId: string | null,
  query: ReportRangeQuery,
  now: Date,
): Promise<FraudSignals> {
  const range = reportRange(query, now);
  const head = { operator_id: operatorId, from: range.from, to: range.to, generated_at: now.toISOString() };
  if (operatorId === null) return { ...head, signals: [] };
  const [outliers, fast, signatures] = await Promise.all([
    rtpOutliers(db, operatorId, range),
    fastBets(db, operatorId, range),
    signatureFailureSignals(db, operatorId, range),
  ]);
  return { ...head, signals: [...outliers, ...fast, ...signatures] };
}
