import type { FraudSignals, OperatorReport } from "@quillspin/contracts";
import { adminIntegrationsMessages } from "../../locale/areas/admin-integrations";
import { useMessages } from "../../locale/locale-context";
import { adminMoment } from "../admin-time";
import { ColumnHeads } from "./column-heads";
import { integrationPath } from "./integration-labels";
import { operatorSum } from "./integration-money";

/** The report's totals, one row per currency (currencies are never added up). */
function ReportTotals({ report }: { report: OperatorReport }) {
  const m = useMessages(adminIntegrationsMessages).adminIntegrations;
  const t = m.report;
  const c = m.columns;
  if (report.totals.length === 0) return <p>{t.none}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="integrations-table__scroll" aria-label={t.totals} tabIndex={0}>
      <table className="integrations-table">
        <ColumnHeads labels={[c.currency]} counts={[c.rounds, c.bets, c.wins, c.ggr, c.rtp]} />
        <tbody>
          {report.totals.map((total) => (
            <tr key={total.currency} data-currency={total.currency}>
              <th scope="row">{total.currency}</th>
              <td className="integrations-table__count">{total.rounds.toLocaleString("en-GB")}</td>
              <td className="integrations-table__count">{operatorSum(total.bets, total.currency)}</td>
              <td className="integrations-table__count">{operatorSum(total.wins, total.currency)}</td>
              <td className="integrations-table__count">{operatorSum(total.ggr, total.currency)}</td>
              <td className="integrations-table__count">
                {total.rtp_percent === null ? t.noBets : `${total.rtp_percent}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function FraudSignalList({ signals }: { signals: FraudSignals }) {
  const t = useMessages(adminIntegrationsMessages).adminIntegrations.signals;
  if (signals.signals.length === 0) return <p>{t.none}</p>;
  return (
    <ul className="fraud-signals" aria-label={t.list}>
      {signals.signals.map((signal) => (
        <li key={`${signal.kind}-${signal.window.from}-${JSON.stringify(signal.subject)}`}>
          <strong>{t.kinds[signal.kind]}</strong>: {signal.summary}{" "}
          <span className="integrations-table__muted">
            {t.window(adminMoment(signal.window.from), adminMoment(signal.window.to))}
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
  const m = useMessages(adminIntegrationsMessages).adminIntegrations;
  return (
    <>
      <section className="integration-report" aria-labelledby="report-title">
        <h2 id="report-title">{m.report.title(report.from, report.to)}</h2>
        <p>{m.report.lead}</p>
        <ReportTotals report={report} />
        <p>
          <a
            className="button admin-button--small"
            href={`${integrationPath(operatorId)}/report.csv`}
            download
          >
            {m.report.csv}
          </a>
        </p>
      </section>
      <section className="integration-report" aria-labelledby="signals-title">
        <h2 id="signals-title">{m.signals.title(signals.from, signals.to)}</h2>
        <FraudSignalList signals={signals} />
      </section>
    </>
  );
}
