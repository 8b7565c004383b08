import type { FraudSignals, OperatorReport } from "@quillspin/contracts";
import { ReportChart } from "../../accounts/integration/report-chart";
import { ReportFilterForm } from "../../accounts/integration/report-filter-form";
import { type ReportFilters, reportQueryOf } from "../../accounts/integration/report-query";
import { ReportTable, ReportTotals } from "../../accounts/integration/report-table";
import { adminIntegrationsMessages } from "../../locale/areas/admin-integrations";
import { useMessages } from "../../locale/locale-context";
import { adminMoment } from "../admin-time";
import { integrationPath } from "./integration-labels";

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

/**
 * What the operator's partner sees of its sandbox, for the days and filters the page's address holds
 * (the same GET form, chart and tables as the partner's Reports page), and the fraud signals of those
 * days. Filters the API refused are its words, under the form that can mend them.
 */
export function OperatorReportSection({
  operatorId,
  filters,
  report,
  signals,
  refusal,
}: {
  operatorId: string;
  filters: ReportFilters;
  report: OperatorReport | null;
  signals: FraudSignals | null;
  refusal: string | null;
}) {
  const m = useMessages(adminIntegrationsMessages).adminIntegrations;
  const path = integrationPath(operatorId);
  return (
    <>
      <section className="integration-report" aria-labelledby="report-title">
        <h2 id="report-title">{report ? m.report.title(report.from, report.to) : m.report.heading}</h2>
        <p>{m.report.lead}</p>
        <ReportFilterForm
          key={reportQueryOf(filters)}
          filters={filters}
          path={path}
          label={m.report.filters}
          submit={m.report.apply}
          withCurrencyAndGame
        />
        {refusal ? (
          <p className="admin-notice admin-notice--refused" role="alert" data-refusal>
            {refusal}
          </p>
        ) : null}
        {report === null ? null : report.rows.length === 0 ? (
          <p data-report-empty>{m.report.none}</p>
        ) : (
          <>
            <p>
              <a
                className="button admin-button--small"
                href={`${path}/report.csv${reportQueryOf(filters)}`}
                download
              >
                {m.report.csv}
              </a>
            </p>
            <ReportChart report={report} />
            <ReportTable report={report} />
            <ReportTotals report={report} />
          </>
        )}
      </section>
      {signals ? (
        <section className="integration-report" aria-labelledby="signals-title">
          <h2 id="signals-title">{m.signals.title(signals.from, signals.to)}</h2>
          <FraudSignalList signals={signals} />
        </section>
      ) : null}
    </>
  );
}
