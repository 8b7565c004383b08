import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { LoadFailed } from "../load-failed";
import { useAccountResource } from "../use-account-resource";
import type { Route } from "./+types/settings.route";
import { CredentialsPanel } from "./credentials-panel";
import { type Integration, integrationPaths } from "./integration-api";
import { IntegrationFrame } from "./integration-frame";
import { integrationMeta } from "./integration-meta";
import { WalletCheckPanel } from "./wallet-check-panel";
import { WalletSettingsForm } from "./wallet-settings-form";

/** The integration as the API has it; every change asks again, so the page shows what is stored. */
function SettingsPanels() {
  const m = useMessages(partnerIntegrationMessages);
  const { load, retry, refresh } = useAccountResource<Integration>(integrationPaths.integration);
  if (load.state === "loading") return <p role="status">{m.partnerIntegration.credentials.loading}</p>;
  if (load.state === "failed") return <LoadFailed onRetry={retry} />;
  const integration = load.data;
  return (
    <>
      <CredentialsPanel integration={integration} onChanged={refresh} />
      {integration.operator_id ? (
        <WalletSettingsForm
          // A new save or a rotation starts the form again from what the API stored.
          key={`${integration.wallet_url}|${integration.currencies.join(",")}`}
          integration={integration}
          onSaved={refresh}
        />
      ) : (
        <section className="client-area__section" aria-labelledby="wallet-title">
          <h2 id="wallet-title">{m.partnerIntegration.wallet.title}</h2>
          <p>{m.partnerIntegration.wallet.needsCredentials}</p>
        </section>
      )}
      <WalletCheckPanel integration={integration} />
    </>
  );
}

/** `/client-area/integration`: credentials, wallet settings and "Check my wallet". */
export default function IntegrationSettings() {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.settings;
  return (
    <IntegrationFrame title={t.title} lead={t.lead}>
      <SettingsPanels />
    </IntegrationFrame>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return integrationMeta(matches, "settings");
}
