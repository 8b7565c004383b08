import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import { useAccountResource } from "../use-account-resource";
import type { Route } from "./+types/round.route";
import { integrationPaths, type RoundDetail } from "./integration-api";
import { IntegrationFrame } from "./integration-frame";
import { integrationMeta } from "./integration-meta";
import { RoundDetailView } from "./round-detail";
import { sectionPaths } from "./section-paths";

/** The round id is checked by the API, which answers 404 for one that is not the partner's. */
export function loader({ params }: Route.LoaderArgs) {
  return { roundId: params.roundId };
}

function RoundPanels({ roundId }: { roundId: string }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.round;
  const { load } = useAccountResource<RoundDetail>(integrationPaths.round(roundId));
  return (
    <>
      {load.state === "loading" ? <p role="status">{t.loading}</p> : null}
      {load.state === "failed" ? (
        <p role="alert" className="client-area__notice">
          {t.notFound}
        </p>
      ) : null}
      {load.state === "ready" ? <RoundDetailView round={load.data} /> : null}
      <p>
        <AppLink to={sectionPaths.rounds()}>{t.back}</AppLink>
      </p>
    </>
  );
}

/** `/client-area/integration/rounds/:roundId`: one round with its wallet transactions and replay. */
export default function IntegrationRound({ loaderData }: Route.ComponentProps) {
  const m = useMessages(partnerIntegrationMessages);
  return (
    <IntegrationFrame
      title={m.partnerIntegration.round.title(loaderData.roundId.slice(0, 8))}
      lead={m.partnerIntegration.rounds.lead}
    >
      <RoundPanels roundId={loaderData.roundId} />
    </IntegrationFrame>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return integrationMeta(matches, "rounds", { canonical: false });
}
