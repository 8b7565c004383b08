import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import { useQuery } from "../../navigation/use-query";
import { useAccountResource } from "../use-account-resource";
import type { Route } from "./+types/rounds.route";
import { CsvDownload } from "./csv-download";
import { integrationPaths, type RoundsPage } from "./integration-api";
import { IntegrationFrame } from "./integration-frame";
import { integrationMeta } from "./integration-meta";
import { ResourceStatus } from "./resource-status";
import { apiQueryOf, filtersOf, pageQueryOf, type RoundFilters } from "./round-filters";
import { RoundsFilterForm } from "./rounds-filter-form";
import { RoundsTable } from "./rounds-table";
import { sectionPaths } from "./section-paths";
import { StuckTransactions } from "./stuck-transactions";

/** The rounds matching the filters as CSV, named by the day it was saved. */
function CsvExport({ filters }: { filters: RoundFilters }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.rounds;
  const query = apiQueryOf(filters);
  return (
    <CsvDownload
      path={`${integrationPaths.roundsCsv}${query ? `?${query}` : ""}`}
      fileName={`quillspin-sandbox-rounds-${new Date().toISOString().slice(0, 10)}.csv`}
      label={t.csv}
      saved={t.csvSaved}
    />
  );
}

function RoundsPanels() {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.rounds;
  const params = useQuery();
  const filters = filtersOf(params);
  const cursor = params.get("cursor");
  const query = apiQueryOf(filters, cursor);
  const { load, retry } = useAccountResource<RoundsPage>(
    `${integrationPaths.rounds}${query ? `?${query}` : ""}`,
  );
  const filterKey = pageQueryOf(filters);
  return (
    <>
      <section className="client-area__section" aria-labelledby="rounds-title">
        <h2 id="rounds-title">{t.title}</h2>
        <RoundsFilterForm key={filterKey} filters={filters} />
        <CsvExport filters={filters} />
        <ResourceStatus load={load} retry={retry} loading={t.loading} />
        {load.state === "ready" ? (
          <>
            <p role="status" className="integration-status">
              {load.data.data.length === 0
                ? t.none
                : t.count(load.data.data.length, load.data.next_cursor !== null)}
            </p>
            {load.data.data.length > 0 ? <RoundsTable rounds={load.data.data} /> : null}
            <nav className="integration-actions" aria-label={t.pages}>
              {cursor ? (
                <AppLink className="button" to={`${sectionPaths.rounds()}${pageQueryOf(filters)}`}>
                  {t.first}
                </AppLink>
              ) : null}
              {load.data.next_cursor ? (
                <AppLink
                  className="button"
                  to={`${sectionPaths.rounds()}${pageQueryOf(filters, load.data.next_cursor)}`}
                >
                  {t.next}
                </AppLink>
              ) : null}
            </nav>
          </>
        ) : null}
      </section>
      <StuckTransactions />
    </>
  );
}

/** `/client-area/integration/rounds`: the sandbox's rounds with filters, paging and CSV, and what is owed. */
export default function IntegrationRounds() {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.rounds;
  return (
    <IntegrationFrame title={t.title} lead={t.lead}>
      <RoundsPanels />
    </IntegrationFrame>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return integrationMeta(matches, "rounds");
}
