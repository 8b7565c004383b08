import {
  type SubscriberCountInterval,
  type SubscriberCountsResponse,
  subscriptionStatusLabels,
} from "@quillspin/contracts";
import { useId } from "react";
import { chartBox, chartStatuses, countsChartGeometry } from "./counts-chart-geometry";

const periodHeadings: Record<SubscriberCountInterval, string> = {
  day: "Day",
  week: "Week from",
  month: "Month from",
};

/**
 * The counts over time as a line per status. Lines differ by dash as well as colour, the legend
 * names them, the image's description says where each ends, and the exact numbers are in a table
 * below it for screen readers and anyone who wants them.
 */
export function SubscriberCountsChart({ counts }: { counts: SubscriberCountsResponse }) {
  const titleId = useId();
  const descriptionId = useId();
  const { periods, interval } = counts;
  const geometry = countsChartGeometry(periods);
  const first = periods[0];
  const last = periods.at(-1);
  const description =
    first && last
      ? `From ${first.start} to ${last.start}: ${chartStatuses
          .map(
            (status) =>
              `${subscriptionStatusLabels[status].toLowerCase()} ${first[status]} to ${last[status]}`,
          )
          .join(", ")}.`
      : "No periods in this range.";
  return (
    <figure className="subscriber-chart">
      <ul className="subscriber-chart__legend">
        {chartStatuses.map((status) => (
          <li key={status} className={`subscriber-chart__key subscriber-chart__key--${status}`}>
            {subscriptionStatusLabels[status]}
          </li>
        ))}
      </ul>
      {/* The title is one string: React renders a <title> of several children empty on the server. */}
      <svg
        className="subscriber-chart__image"
        viewBox={`0 0 ${chartBox.width} ${chartBox.height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <title id={titleId}>{`Subscriptions by status at the end of each ${interval}`}</title>
        <desc id={descriptionId}>{description}</desc>
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line
              className="subscriber-chart__grid"
              x1={chartBox.left}
              x2={chartBox.width - chartBox.right}
              y1={tick.y}
              y2={tick.y}
            />
            <text className="subscriber-chart__label" x={chartBox.left - 6} y={tick.y + 4} textAnchor="end">
              {tick.value}
            </text>
          </g>
        ))}
        {geometry.dates.map((date) => (
          <text
            key={date.label}
            className="subscriber-chart__label"
            x={date.x}
            y={chartBox.height - 8}
            textAnchor={date.anchor}
          >
            {date.label}
          </text>
        ))}
        {chartStatuses.map((status) => (
          <polyline
            key={status}
            className={`subscriber-chart__line subscriber-chart__line--${status}`}
            points={geometry.lines[status]}
          />
        ))}
      </svg>
      <figcaption>
        <details className="subscriber-chart__numbers">
          <summary>The counts as a table</summary>
          <table className="subscriber-table">
            <caption className="visually-hidden">
              Subscriptions by status at the end of each {interval}
            </caption>
            <thead>
              <tr>
                <th scope="col">{periodHeadings[interval]}</th>
                {chartStatuses.map((status) => (
                  <th key={status} scope="col">
                    {subscriptionStatusLabels[status]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => (
                <tr key={period.start}>
                  <th scope="row">{period.start}</th>
                  {chartStatuses.map((status) => (
                    <td key={status}>{period[status]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}
