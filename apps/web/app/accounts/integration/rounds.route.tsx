import { useState } from "react";
import { useSearchParams } from "react-router";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import { accountApi } from "../../session/account-api";
import { LoadFailed } from "../load-failed";
import { saveFile } from "../save-file";
import { useAccountResource } from "../use-account-resource";
import type { Route } from "./+types/rounds.route";
import { integrationPaths, type RoundsPage } from "./integration-api";
import { IntegrationFrame } from "./integration-frame";
import { integrationMeta } from "./integration-meta";
import { apiQueryOf, filtersOf, pageQueryOf, type RoundFilters } from "./round-filters";
import { RoundsFilterForm } from "./rounds-filter-form";
import { RoundsTable } from "./rounds-table";
import { sectionPaths } from "./section-paths";
import { StuckTransactions } from "./stuck-transactions";

/**
 * The rounds matching the filters as CSV. The API streams it; a plain link could not carry the
 * partner's token, so it is fetched and saved from memory, as the client area's downloads are.
 */
function CsvExport({ filters }: { filters: RoundFilters }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.rounds;
  const [state, setState] = useState<"idle" | "busy" | "saved">("idle");
  const query = apiQueryOf(filters);
  const path = `${integrationPaths.roundsCsv}${query ? `?${query}` : ""}`;
  async function download() {
    setState("busy");
    try {
      const day = new Date().toISOString().slice(0, 10);
      saveFile(await accountApi.file(path), `quillspin-sandbox-rounds-${day}.csv`);
      setState("saved");
    } catch {
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

function RoundsPanels() {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.rounds;
  const [params] = useSearchParams();
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
        {load.state === "loading" ? <p role="status">{t.loading}</p> : null}
        {load.state === "failed" ? <LoadFailed onRetry={retry} /> : null}
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
