import type { OperatorReport } from "@quillspin/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { partnerReportsMessages } from "../../locale/areas/partner-reports";
import { useMessages } from "../../locale/locale-context";
import { accountApi } from "../../session/account-api";
import { LoadFailed } from "../load-failed";
import { saveFile } from "../save-file";
import { useAccountResource } from "../use-account-resource";
import type { Route } from "./+types/reports.route";
import { integrationPaths } from "./integration-api";
import { IntegrationFrame } from "./integration-frame";
import { integrationMeta } from "./integration-meta";
import { ReportChart } from "./report-chart";
import { ReportFilterForm } from "./report-filter-form";
import { type ReportFilters, reportFiltersOf, reportQueryOf } from "./report-query";
import { ReportTable, ReportTotals } from "./report-table";
import { sectionPaths } from "./section-paths";

/**
 * The report as CSV with the page's query, the same rows as the table. A link could not carry the
 * partner's token, so the file is fetched and saved from memory, as the rounds' CSV is.
 */
function ReportCsv({ filters, report }: { filters: ReportFilters; report: OperatorReport }) {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  const [state, setState] = useState<"idle" | "busy" | "saved">("idle");
  const path = `${integrationPaths.reportsCsv}${reportQueryOf(filters)}`;
  async function download() {
    setState("busy");
    try {
      saveFile(await accountApi.file(path), `quillspin-sandbox-report-${report.from}-to-${report.to}.csv`);
      setState("saved");
    } catch {
      // The toast has said why; the button is there to try again.
      setState("idle");
    }
  }
  return (
    <div className="integration-actions">
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        disabled={state === "busy"}
        aria-busy={state === "busy" || undefined}
        data-csv-path={path}
      >
        {t.csv}
      </button>
      <p role="status" className="integration-status">
        {state === "saved" ? t.csvSaved : ""}
      </p>
    </div>
  );
}

function ReportPanels() {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  const [params] = useSearchParams();
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
      {load.state === "loading" ? <p role="status">{t.loading}</p> : null}
      {load.state === "failed" && load.refusal ? (
        <p className="client-area__notice" role="alert" data-refusal>
          {load.refusal}
        </p>
      ) : null}
      {load.state === "failed" && !load.refusal ? <LoadFailed onRetry={retry} /> : null}
      {load.state === "ready" ? (
        load.data.rows.length === 0 ? (
          <p role="status" className="client-area__notice" data-report-empty>
            {t.none(load.data.from, load.data.to)}
          </p>
        ) : (
          <>
            <p role="status">{t.range(load.data.from, load.data.to)}</p>
            <ReportCsv filters={filters} report={load.data} />
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
