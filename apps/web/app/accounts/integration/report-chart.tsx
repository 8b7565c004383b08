import type { OperatorReport } from "@quillspin/contracts";
import { minorUnitExponent } from "@quillspin/contracts";
import { groupedMinorUnitsDecimal } from "@quillspin/contracts/minor-units";
import { useId } from "react";
import { partnerReportsMessages } from "../../locale/areas/partner-reports";
import { useMessages } from "../../locale/locale-context";
import { formatMinorUnits } from "./minor-units";
import { dailyFigures, labelledDays, positionOf, valueAxis } from "./report-chart-scale";

/** The drawing's own units (the SVG scales to the page's width): room on the left for the amounts. */
const WIDTH = 720;
const HEIGHT = 260;
const LEFT = 104;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = HEIGHT - 32;

/**
 * One currency's bets and GGR per UTC day as bars, drawn from the report's exact sums: an image with a
 * title and a description in words (the range, the totals, the busiest day) for those who cannot see
 * it, while the table after it carries every figure.
 */
function CurrencyChart({ report, currency }: { report: OperatorReport; currency: string }) {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  const id = useId();
  const days = dailyFigures(report, currency);
  const axis = valueAxis(days.flatMap((day) => [day.bets, day.ggr]));
  const exponent = minorUnitExponent(currency);
  const y = (value: bigint) => positionOf(axis, value, TOP, BOTTOM);
  const zero = y(0n);
  const slot = (WIDTH - LEFT - RIGHT) / days.length;
  const bar = Math.max(1, slot * 0.4);
  const labelled = labelledDays(days.length);

  const played = days.filter((day) => day.bets !== 0n);
  const top = played.reduce<(typeof days)[number] | null>(
    (best, day) => (best === null || day.bets > best.bets ? day : best),
    null,
  );
  const sum = (pick: (day: (typeof days)[number]) => bigint) =>
    days.reduce((total, day) => total + pick(day), 0n);
  const summary = t.chartSummary({
    currency,
    from: report.from,
    to: report.to,
    days: played.length,
    bets: formatMinorUnits(
      sum((day) => day.bets),
      currency,
    ),
    ggr: formatMinorUnits(
      sum((day) => day.ggr),
      currency,
    ),
    top: top ? { day: top.day, bets: formatMinorUnits(top.bets, currency) } : null,
  });
  const column = (value: bigint) => ({ y: Math.min(y(value), zero), height: Math.abs(y(value) - zero) });

  return (
    <figure className="report-chart" data-chart-currency={currency}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="report-chart__drawing"
      >
        <title id={`${id}-title`}>{t.chartTitle(currency)}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {axis.ticks.map((tick) => (
          <g key={tick.toString()} className="report-chart__tick">
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} />
            <text x={LEFT - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {groupedMinorUnitsDecimal(tick, exponent)}
            </text>
          </g>
        ))}
        {days.map((day, index) => {
          const x = LEFT + index * slot + (slot - 2 * bar) / 2;
          return (
            <g key={day.day} data-day={day.day}>
              <rect className="report-chart__bets" x={x} width={bar} {...column(day.bets)} />
              <rect className="report-chart__ggr" x={x + bar} width={bar} {...column(day.ggr)} />
              {labelled.has(index) ? (
                <text className="report-chart__day" x={x + bar} y={HEIGHT - 10} textAnchor="middle">
                  {day.day.slice(5)}
                </text>
              ) : null}
            </g>
          );
        })}
        <line className="report-chart__zero" x1={LEFT} x2={WIDTH - RIGHT} y1={zero} y2={zero} />
      </svg>
      <figcaption>
        <span className="report-chart__title">{t.chartTitle(currency)}</span>
        <span className="report-chart__legend">
          <span className="report-chart__key report-chart__key--bets">{t.chartBets}</span>
          <span className="report-chart__key report-chart__key--ggr">{t.chartGgr}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** A chart per currency of the report (one when a currency is chosen): amounts of two currencies never share an axis. */
export function ReportChart({ report }: { report: OperatorReport }) {
  return (
    <div className="report-charts">
      {report.totals.map((total) => (
        <CurrencyChart key={total.currency} report={report} currency={total.currency} />
      ))}
    </div>
  );
}
