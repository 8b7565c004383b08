import { defaultReportDays, maxReportDays } from "@quillspin/contracts";
import { OperatorRefusal } from "../operator-rounds.service";

const DAY_MS = 86_400_000;

/** The UTC days a report or a list of signals covers, both inclusive, and the instants that bound them. */
export interface ReportRange {
  from: string;
  to: string;
  /** Midnight UTC at the start of `from`. */
  start: Date;
  /** Midnight UTC after `to`: the range is `[start, end)`. */
  end: Date;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The range asked for, with its defaults (up to today, `defaultReportDays` long), or a 400 in plain
 * words. At most `maxReportDays` days, so one answer stays a few thousand rows however busy the operator.
 */
export function reportRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): ReportRange {
  const to = query.to ?? isoDay(now);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const from = query.from ?? isoDay(new Date(end.getTime() - defaultReportDays * DAY_MS));
  const start = new Date(`${from}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    throw new OperatorRefusal(400, "querystring: From and To must be dates like 2026-01-31");
  }
  if (start >= end) {
    throw new OperatorRefusal(400, `querystring.to: To (${to}) must be on or after From (${from})`);
  }
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days > maxReportDays) {
    throw new OperatorRefusal(
      400,
      `querystring.from: a report covers at most ${maxReportDays} days, and ${from} to ${to} is ${days}: ask for a shorter range`,
    );
  }
  return { from, to, start, end };
}
