import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { LoadFailed } from "../load-failed";
import { useAccountResource } from "../use-account-resource";
import type { Route } from "./+types/sandbox.route";
import { type Integration, integrationPaths, type TestPlayer } from "./integration-api";
import { IntegrationFrame } from "./integration-frame";
import { integrationMeta } from "./integration-meta";
import { LaunchForm } from "./launch-form";
import { TestPlayersPanel } from "./test-players-panel";

function SandboxPanels() {
  const m = useMessages(partnerIntegrationMessages);
  const integration = useAccountResource<Integration>(integrationPaths.integration);
  const players = useAccountResource<{ data: TestPlayer[] }>(integrationPaths.testPlayers);
  if (integration.load.state === "loading") {
    return <p role="status">{m.partnerIntegration.credentials.loading}</p>;
  }
  if (integration.load.state === "failed") return <LoadFailed onRetry={integration.retry} />;
  if (integration.load.data.status !== "active") {
    return (
      <section className="client-area__notice" aria-labelledby="sandbox-closed-title">
        <h2 id="sandbox-closed-title">{m.partnerIntegration.credentials.title}</h2>
        <p>
          {integration.load.data.status === "revoked"
            ? m.partnerIntegration.credentials.revoked
            : m.partnerIntegration.credentials.none}
        </p>
      </section>
    );
  }
  const { currencies } = integration.load.data;
  return (
    <>
      <TestPlayersPanel
        players={players.load}
        retry={players.retry}
        refresh={players.refresh}
        currencies={currencies}
      />
      {currencies.length > 0 ? (
        <LaunchForm
          players={players.load.state === "ready" ? players.load.data.data : []}
          currencies={currencies}
          onLaunched={players.refresh}
        />
      ) : null}
    </>
  );
}

/** `/client-area/integration/sandbox`: test players, their top-ups and sandbox launches. */
export default function IntegrationSandbox() {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.sandbox;
  return (
    <IntegrationFrame title={t.title} lead={t.lead}>
      <SandboxPanels />
    </IntegrationFrame>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return integrationMeta(matches, "sandbox");
}
