import { formatOdds } from "@quillspin/contracts/figures";
import { formatShare, type MathsText, winBandLabel, winDistributionSummary } from "./measured-figures";
import type { MeasuredMaths } from "./measured-maths.server";

const rowHeight = 44;
const labelBaseline = 17;
const barTop = 25;
const barHeight = 12;
/** Bands with any rounds at all stay visible beside "no win", which can be most of the spins. */
const minimumBarPercent = 0.6;

/**
 * Horizontal bars sized in percentages of the chart's width and text in pixels, so the chart has no
 * viewBox to shrink its labels on a phone; the numbers are also in a table for readers who want them.
 */
export function WinDistributionChart({ maths, text }: { maths: MeasuredMaths; text: MathsText }) {
  const bands = maths.winBands;
  const largest = Math.max(...bands.map((band) => band.share));
  const barPercent = (share: number) =>
    share === 0 ? 0 : Math.max(minimumBarPercent, (share / largest) * 100);
  return (
    <figure className="win-chart">
      <svg
        className="win-chart__bars"
        width="100%"
        height={bands.length * rowHeight}
        role="img"
        aria-label={winDistributionSummary(maths, text)}
      >
        {bands.map((band, index) => {
          const top = index * rowHeight;
          return (
            <g key={band.from + (band.to === 0 ? "-none" : "")}>
              <text className="win-chart__label" x="0" y={top + labelBaseline}>
                {winBandLabel(band, text)}
              </text>
              <text className="win-chart__value" x="100%" y={top + labelBaseline} textAnchor="end">
                {formatShare(band.share)}
              </text>
              <rect
                className="win-chart__track"
                x="0"
                y={top + barTop}
                width="100%"
                height={barHeight}
                rx="3"
              />
              <rect
                className="win-chart__bar"
                x="0"
                y={top + barTop}
                width={`${barPercent(band.share)}%`}
                height={barHeight}
                rx="3"
              />
            </g>
          );
        })}
      </svg>
      <details className="win-chart__details">
        <summary>{text.tableToggle}</summary>
        <table className="maths-table">
          <caption className="visually-hidden">{text.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.tableBand}</th>
              <th scope="col">{text.tableShare}</th>
              <th scope="col">{text.tableOneIn}</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band) => (
              <tr key={band.from + (band.to === 0 ? "-none" : "")}>
                <th scope="row">{winBandLabel(band, text)}</th>
                <td>{formatShare(band.share)}</td>
                <td>{band.share > 0 ? text.inRounds(formatOdds(100 / band.share)) : text.never}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
