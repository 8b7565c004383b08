import type { SubscriberCountsResponse } from "@quillspin/contracts";

export const chartStatuses = ["confirmed", "pending", "unsubscribed"] as const;
export type ChartStatus = (typeof chartStatuses)[number];

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels on the left and the dates below. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export const chartBox: ChartBox = { width: 640, height: 240, left: 48, bottom: 28, top: 12, right: 12 };

/**
 * The top of the value axis: four equal steps of 1, 2 or 5 times a power of ten, so every label is
 * a whole, round count, and the largest count fits.
 */
export function axisTop(largest: number): number {
  const least = Math.max(1, largest / 4);
  const power = 10 ** Math.floor(Math.log10(least));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= least);
  return 4 * (step ?? 10 * power);
}

export interface ChartGeometry {
  /** The SVG `points` of each status's line. */
  lines: Record<ChartStatus, string>;
  /** Value axis labels with their heights. */
  ticks: { value: number; y: number }[];
  /** Date labels under the first, middle and last period. */
  dates: { label: string; x: number; anchor: "start" | "middle" | "end" }[];
}

/** Where each count goes in the chart's box: periods evenly across, counts up from zero. */
export function countsChartGeometry(
  periods: SubscriberCountsResponse["periods"],
  box: ChartBox = chartBox,
): ChartGeometry {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const top = axisTop(
    Math.max(0, ...periods.flatMap((period) => chartStatuses.map((status) => period[status]))),
  );
  const x = (index: number) =>
    box.left + (periods.length > 1 ? (index / (periods.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => box.top + plotHeight - (value / top) * plotHeight;
  const round = (value: number) => Math.round(value * 10) / 10;
  const lines = Object.fromEntries(
    chartStatuses.map((status) => [
      status,
      periods.map((period, index) => `${round(x(index))},${round(y(period[status]))}`).join(" "),
    ]),
  ) as Record<ChartStatus, string>;
  const ticks = [0, 1, 2, 3, 4].map((step) => ({ value: (top / 4) * step, y: round(y((top / 4) * step)) }));
  const shown = [...new Set([0, Math.floor((periods.length - 1) / 2), periods.length - 1])].filter(
    (index) => index >= 0,
  );
  // The first and last labels lean inwards so the box's edges never cut them.
  const anchorOf = (index: number): "start" | "middle" | "end" =>
    periods.length === 1 ? "middle" : index === 0 ? "start" : index === periods.length - 1 ? "end" : "middle";
  const dates = shown.flatMap((index) => {
    const period = periods[index];
    return period ? [{ label: period.start, x: round(x(index)), anchor: anchorOf(index) }] : [];
  });
  return { lines, ticks, dates };
}
