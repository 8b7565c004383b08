import type { FraudSignal, FraudSignals, OperatorReport } from "@quillspin/contracts";
import { adminMoment } from "../admin-time";
import { integrationPath } from "./integration-labels";
import { operatorSum } from "./integration-money";

const signalKindLabels: Record<FraudSignal["kind"], string> = {
  "rtp-outlier": "RTP far from the stated one",
  "fast-bets": "Rounds faster than the jurisdiction allows",
  "signature-failures": "Requests with a bad signature",
};

/** The report's totals, one row per currency (currencies are never added up). */
function ReportTotals({ report }: { report: OperatorReport }) {
  if (report.totals.length === 0) return <p>No round was played in these days.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="integrations-table__scroll" aria-label="Report totals" tabIndex={0}>
      <table className="integrations-table">
        <thead>
          <tr>
            <th scope="col">Currency</th>
            <th scope="col" className="integrations-table__count">
              Rounds
            </th>
            <th scope="col" className="integrations-table__count">
              Bets
            </th>
            <th scope="col" className="integrations-table__count">
              Wins
            </th>
            <th scope="col" className="integrations-table__count">
              GGR
            </th>
            <th scope="col" className="integrations-table__count">
              RTP
            </th>
          </tr>
        </thead>
        <tbody>
          {report.totals.map((total) => (
            <tr key={total.currency} data-currency={total.currency}>
              <th scope="row">{total.currency}</th>
              <td className="integrations-table__count">{total.rounds.toLocaleString("en-GB")}</td>
              <td className="integrations-table__count">{operatorSum(total.bets, total.currency)}</td>
              <td className="integrations-table__count">{operatorSum(total.wins, total.currency)}</td>
              <td className="integrations-table__count">{operatorSum(total.ggr, total.currency)}</td>
              <td className="integrations-table__count">
                {total.rtp_percent === null ? "No bets" : `${total.rtp_percent}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function FraudSignalList({ signals }: { signals: FraudSignals }) {
  if (signals.signals.length === 0) return <p>No fraud signal in these days.</p>;
  return (
    <ul className="fraud-signals" aria-label="Fraud signals">
      {signals.signals.map((signal) => (
        <li key={`${signal.kind}-${signal.window.from}-${JSON.stringify(signal.subject)}`}>
          <strong>{signalKindLabels[signal.kind]}</strong>: {signal.summary}{" "}
          <span className="integrations-table__muted">
            {adminMoment(signal.window.from)} to {adminMoment(signal.window.to)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What the operator's partner sees of its sandbox for the last days: the totals and the fraud signals. */
export function OperatorReportSection({
  operatorId,
  report,
  signals,
}: {
  operatorId: string;
  report: OperatorReport;
  signals: FraudSignals;
}) {
  return (
    <>
      <section className="integration-report" aria-labelledby="report-title">
        <h2 id="report-title">
          Report, {report.from} to {report.to} (UTC)
        </h2>
        <p>Bets, wins and gross gaming revenue of the operator's rounds, as its partner sees them.</p>
        <ReportTotals report={report} />
        <p>
          <a
            className="button admin-button--small"
            href={`${integrationPath(operatorId)}/report.csv`}
            download
          >
            Download the report by game and day (CSV)
          </a>
        </p>
      </section>
      <section className="integration-report" aria-labelledby="signals-title">
        <h2 id="signals-title">
          Fraud signals, {signals.from} to {signals.to} (UTC)
        </h2>
        <FraudSignalList signals={signals} />
      </section>
    </>
  );
}
