import type { AdminIntegration } from "@quillspin/contracts";
import { Link } from "react-router";
import { adminIntegrationsMessages } from "../../locale/areas/admin-integrations";
import { useMessages } from "../../locale/locale-context";
import { adminMoment } from "../admin-time";
import { ColumnHeads } from "./column-heads";
import { integrationPath } from "./integration-labels";

/** Every operator's integration on one page of the list: who, where their wallet is, and what is owed. */
export function IntegrationsTable({ integrations }: { integrations: AdminIntegration[] }) {
  const m = useMessages(adminIntegrationsMessages).adminIntegrations;
  const t = m.list;
  const c = m.columns;
  return (
    // The table is wider than a tablet: its own region scrolls and can be scrolled by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="integrations-table__scroll" aria-label={t.region} tabIndex={0}>
      <table className="integrations-table">
        <ColumnHeads
          labels={[c.partner, c.operatorId, c.wallet, c.currencies, c.credentials]}
          counts={[c.rounds, c.stuckTransactions]}
        />
        <tbody>
          {integrations.map((integration) => (
            <tr key={integration.operator_id} data-operator={integration.operator_id}>
              <td>
                <span className="integrations-table__company">{integration.partner.company}</span>
                <span className="integrations-table__muted">{integration.partner.name}</span>
                <span className="integrations-table__muted">{integration.partner.email}</span>
              </td>
              <td>
                <Link
                  to={integrationPath(integration.operator_id)}
                  aria-label={t.operatorLink(integration.operator_id, integration.partner.company)}
                >
                  <code>{integration.operator_id}</code>
                </Link>
                <span className="integrations-table__muted">
                  {t.since(adminMoment(integration.created_at))}
                </span>
              </td>
              <td className="integrations-table__wallet">{integration.wallet_url ?? t.referenceWallet}</td>
              <td>{integration.currencies.join(", ") || t.noCurrencies}</td>
              <td>{t.credentialStatus[integration.credential_status]}</td>
              <td className="integrations-table__count">{integration.rounds.toLocaleString("en-GB")}</td>
              <td
                className={`integrations-table__count${integration.stuck_transactions > 0 ? " integrations-table__owed" : ""}`}
              >
                {integration.stuck_transactions.toLocaleString("en-GB")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
