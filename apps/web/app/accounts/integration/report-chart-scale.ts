import type { OperatorReport } from "@quillspin/contracts";

/**
 * The report chart's arithmetic, apart from its drawing so it can be tested: each UTC day's bets and
 * GGR in one currency, summed as bigints (a sum can pass 2^53), and a value axis whose ticks are
 * round numbers of minor units. Only pixel positions become floating point; every amount a person
 * reads stays an exact integer until the shared digit functions write it.
 */

const DAY_MS = 86_400_000;

/** Every UTC day from `from` to `to`, both included (a report covers at most 92). */
export function reportDays(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days: string[] = [];
  for (let time = start; time <= end; time += DAY_MS) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

export interface DayFigures {
  day: string;
  bets: bigint;
  ggr: bigint;
}

/** Bets and GGR of one currency per day, every game added up; a day without rounds is zero. */
export function dailyFigures(report: Pick<OperatorReport, "from" | "to" | "rows">, currency: string) {
  const byDay = new Map(reportDays(report.from, report.to).map((day) => [day, { bets: 0n, ggr: 0n }]));
  for (const row of report.rows) {
    const figures = byDay.get(row.day);
    if (row.currency !== currency || !figures) continue;
    figures.bets += BigInt(row.bets);
    figures.ggr += BigInt(row.ggr);
  }
  return [...byDay].map(([day, figures]): DayFigures => ({ day, ...figures }));
}

/** The smallest step of 1, 2 or 5 times a power of ten that is at least `raw` (and at least 1). */
export function niceStep(raw: bigint): bigint {
  for (let power = 1n; ; power *= 10n) {
    for (const factor of [1n, 2n, 5n]) if (factor * power >= raw) return factor * power;
  }
}

export interface ValueAxis {
  /** The axis' ends, ticks themselves: zero is always on it, GGR may go below. */
  low: bigint;
  high: bigint;
  ticks: bigint[];
}

const floorTo = (value: bigint, step: bigint) => {
  const quotient = value / step;
  return (value < 0n && quotient * step !== value ? quotient - 1n : quotient) * step;
};
const ceilTo = (value: bigint, step: bigint) => -floorTo(-value, step);

/** An axis through zero covering `values` in about `intervals` round steps of minor units. */
export function valueAxis(values: readonly bigint[], intervals = 4): ValueAxis {
  let min = 0n;
  let max = 0n;
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const count = BigInt(intervals);
  const step = niceStep((max - min + count - 1n) / count);
  const low = floorTo(min, step);
  const high = ceilTo(max, step) === low ? low + step : ceilTo(max, step);
  const ticks: bigint[] = [];
  for (let tick = low; tick <= high; tick += step) ticks.push(tick);
  return { low, high, ticks };
}

/** Where a value sits between `top` (the axis' high end) and `bottom` (its low end), in pixels. */
export function positionOf(axis: ValueAxis, value: bigint, top: number, bottom: number): number {
  // Parts per million of the axis' span: exact in bigints, then one division into pixels.
  const parts = ((axis.high - value) * 1_000_000n) / (axis.high - axis.low);
  return top + (Number(parts) / 1_000_000) * (bottom - top);
}

/** Which days get a label under the axis: the first, the last and about `labels` evenly between. */
export function labelledDays(count: number, labels = 6): Set<number> {
  const every = Math.max(1, Math.ceil(count / labels));
  const shown = new Set<number>();
  for (let index = 0; index < count; index += every) shown.add(index);
  if (count > 0) shown.add(count - 1);
  return shown;
}
