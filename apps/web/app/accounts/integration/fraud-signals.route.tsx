import type { FraudSignal, FraudSignals } from "@quillspin/contracts";
import { partnerReportsMessages } from "../../locale/areas/partner-reports";
import { useMessages } from "../../locale/locale-context";
import { useQuery } from "../../navigation/use-query";
import { useAccountResource } from "../use-account-resource";
import type { Route } from "./+types/fraud-signals.route";
import { FraudSignalCard } from "./fraud-signal-card";
import { integrationPaths } from "./integration-api";
import { IntegrationFrame } from "./integration-frame";
import { integrationMeta } from "./integration-meta";
import { ReportFilterForm } from "./report-filter-form";
import { reportFiltersOf, reportQueryOf } from "./report-query";
import { ResourceStatus } from "./resource-status";
import { sectionPaths } from "./section-paths";

const kinds: readonly FraudSignal["kind"][] = ["rtp-outlier", "fast-bets", "signature-failures"];

/** The signals of one kind, under a heading that says what raises them. */
function SignalKind({ kind, signals }: { kind: FraudSignal["kind"]; signals: readonly FraudSignal[] }) {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.fraudSignals;
  const titleId = `signals-${kind}-title`;
  return (
    <section aria-labelledby={titleId} data-signal-kind={kind}>
      <h3 id={titleId}>{t.kinds[kind].title}</h3>
      <p className="muted">{t.kinds[kind].lead}</p>
      {signals.length === 0 ? (
        <p>{t.noneOfKind}</p>
      ) : (
        <ul className="fraud-signals">
          {signals.map((signal, index) => (
            // A signal has no id of its own; its kind's order is the API's and stable for one answer.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <FraudSignalCard key={index} signal={signal} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SignalPanels() {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.fraudSignals;
  const params = useQuery();
  const filters = reportFiltersOf(params);
  const query = reportQueryOf(filters, ["from", "to"]);
  const { load, retry } = useAccountResource<FraudSignals>(`${integrationPaths.fraudSignals}${query}`);
  return (
    <section className="client-area__section" aria-labelledby="signals-title">
      <h2 id="signals-title">{t.title}</h2>
      <ReportFilterForm
        key={query}
        filters={filters}
        path={sectionPaths.fraudSignals()}
        label={t.filters}
        submit={t.apply}
        withCurrencyAndGame={false}
      />
      <ResourceStatus load={load} retry={retry} loading={t.loading} />
      {load.state === "ready" ? (
        load.data.signals.length === 0 ? (
          <p role="status" className="client-area__notice" data-signals-empty>
            {t.none(load.data.from, load.data.to)}
          </p>
        ) : (
          <>
            <p role="status">
              {t.count(load.data.signals.length)} {t.range(load.data.from, load.data.to)}
            </p>
            {kinds.map((kind) => (
              <SignalKind
                key={kind}
                kind={kind}
                signals={load.data.signals.filter((signal) => signal.kind === kind)}
              />
            ))}
          </>
        )
      ) : null}
    </section>
  );
}

/** `/client-area/integration/fraud-signals`: what in the sandbox's play is worth a look, with the rounds behind it. */
export default function IntegrationFraudSignals() {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.fraudSignals;
  return (
    <IntegrationFrame title={t.title} lead={t.lead}>
      <SignalPanels />
    </IntegrationFrame>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return integrationMeta(matches, "fraudSignals");
}
