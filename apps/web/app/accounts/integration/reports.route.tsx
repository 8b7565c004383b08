import type { OperatorReport } from "@quillspin/contracts";
import { partnerReportsMessages } from "../../locale/areas/partner-reports";
import { useMessages } from "../../locale/locale-context";
import { useQuery } from "../../navigation/use-query";
import { useAccountResource } from "../use-account-resource";
import type { Route } from "./+types/reports.route";
import { CsvDownload } from "./csv-download";
import { integrationPaths } from "./integration-api";
import { IntegrationFrame } from "./integration-frame";
import { integrationMeta } from "./integration-meta";
import { ReportChart } from "./report-chart";
import { ReportFilterForm } from "./report-filter-form";
import { reportFiltersOf, reportQueryOf } from "./report-query";
import { ReportTable, ReportTotals } from "./report-table";
import { ResourceStatus } from "./resource-status";
import { sectionPaths } from "./section-paths";

function ReportPanels() {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  const params = useQuery();
  const filters = reportFiltersOf(params);
  const query = reportQueryOf(filters);
  const { load, retry } = useAccountResource<OperatorReport>(`${integrationPaths.reports}${query}`);
  return (
    <section className="client-area__section" aria-labelledby="report-title">
      <h2 id="report-title">{t.title}</h2>
      <ReportFilterForm
        key={query}
        filters={filters}
        path={sectionPaths.reports()}
        label={t.filters}
        submit={t.apply}
        withCurrencyAndGame
      />
      <ResourceStatus load={load} retry={retry} loading={t.loading} />
      {load.state === "ready" ? (
        load.data.rows.length === 0 ? (
          <p role="status" className="client-area__notice" data-report-empty>
            {t.none(load.data.from, load.data.to)}
          </p>
        ) : (
          <>
            <p role="status">{t.range(load.data.from, load.data.to)}</p>
            <CsvDownload
              path={`${integrationPaths.reportsCsv}${query}`}
              fileName={`quillspin-sandbox-report-${load.data.from}-to-${load.data.to}.csv`}
              label={t.csv}
              saved={t.csvSaved}
            />
            <ReportChart report={load.data} />
            <ReportTable report={load.data} />
            <ReportTotals report={load.data} />
          </>
        )
      ) : null}
    </section>
  );
}

/** `/client-area/integration/reports`: the sandbox's report per game, UTC day and currency, charted and as CSV. */
export default function IntegrationReports() {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  return (
    <IntegrationFrame title={t.title} lead={t.lead}>
      <ReportPanels />
    </IntegrationFrame>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return integrationMeta(matches, "reports");
}
