import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import { IntegrationTable, moneyCell } from "./integration-table";
import { formatMinorUnits } from "./minor-units";
import { sectionPaths } from "./section-paths";
import { useStuckTransactions } from "./use-stuck-transactions";
import { utcTime } from "./utc-time";

/** The outbox as the partner sees it: each owed win or rollback with its attempts and next try. */
export function StuckTransactions() {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.stuck;
  const r = m.partnerIntegration.round;
  const load = useStuckTransactions();
  const owed = load.state === "ready" ? load.data : [];
  return (
    <section className="client-area__section" aria-labelledby="stuck-title">
      <h2 id="stuck-title">{t.title}</h2>
      <p className="muted">{t.lead}</p>
      <p role="status" className="integration-status" data-stuck-status>
        {load.state === "ready"
          ? owed.length > 0
            ? t.watching(owed.length)
            : load.watched
              ? t.resolved
              : t.none
          : ""}
      </p>
      {load.state === "ready" && load.more ? <p>{t.more}</p> : null}
      {owed.length > 0 ? (
        <IntegrationTable
          caption={t.caption}
          columns={[
            { label: t.columns.kind },
            { label: t.columns.amount, money: true },
            { label: t.columns.player },
            { label: t.columns.round },
            { label: t.columns.attempts },
            { label: t.columns.lastError },
            { label: t.columns.next },
          ]}
        >
          {owed.map((transaction) => (
            <tr key={transaction.transaction_id}>
              <td>{r.kinds[transaction.kind]}</td>
              <td className={moneyCell}>{formatMinorUnits(transaction.amount, transaction.currency)}</td>
              <td>
                <code>{transaction.player_id}</code>
              </td>
              <td>
                <AppLink to={sectionPaths.round(transaction.round_id)}>
                  {transaction.round_id.slice(0, 8)}
                  <span className="visually-hidden"> ({transaction.round_id})</span>
                </AppLink>
              </td>
              <td>{transaction.attempts}</td>
              <td>{transaction.last_error ?? r.none}</td>
              <td>{utcTime(transaction.next_attempt_at)}</td>
            </tr>
          ))}
        </IntegrationTable>
      ) : null}
    </section>
  );
}
