import type { AdminIntegration } from "@quillspin/contracts";
import { Link } from "react-router";
import { adminMoment } from "../admin-time";
import { credentialStatusLabels, integrationPath, walletOf } from "./integration-labels";

/** Every operator's integration on one page of the list: who, where their wallet is, and what is owed. */
export function IntegrationsTable({ integrations }: { integrations: AdminIntegration[] }) {
  return (
    // The table is wider than a tablet: its own region scrolls and can be scrolled by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="integrations-table__scroll" aria-label="Integrations" tabIndex={0}>
      <table className="integrations-table">
        <thead>
          <tr>
            <th scope="col">Partner</th>
            <th scope="col">Operator id</th>
            <th scope="col">Wallet</th>
            <th scope="col">Currencies</th>
            <th scope="col">Credentials</th>
            <th scope="col" className="integrations-table__count">
              Rounds
            </th>
            <th scope="col" className="integrations-table__count">
              Stuck transactions
            </th>
          </tr>
        </thead>
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
                  aria-label={`Operator ${integration.operator_id} of ${integration.partner.company}`}
                >
                  <code>{integration.operator_id}</code>
                </Link>
                <span className="integrations-table__muted">Since {adminMoment(integration.created_at)}</span>
              </td>
              <td className="integrations-table__wallet">{walletOf(integration.wallet_url)}</td>
              <td>{integration.currencies.join(", ") || "None yet"}</td>
              <td>{credentialStatusLabels[integration.credential_status]}</td>
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
