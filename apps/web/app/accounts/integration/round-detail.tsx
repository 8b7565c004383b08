import { gameNameOf } from "@quillspin/content";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { IntegrationTable, moneyCell } from "./integration-table";
import type { RoundDetail } from "./integration-types";
import { formatMinorUnits } from "./minor-units";
import { utcTime } from "./utc-time";

/** One round: its facts, its replay and every wallet transaction it made, in order. */
export function RoundDetailView({ round }: { round: RoundDetail }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.round;
  const statuses = m.partnerIntegration.rounds.statuses;
  const money = (amount: number | null) =>
    amount === null ? t.notYet : formatMinorUnits(amount, round.currency);
  const facts: [string, string][] = [
    [t.player, round.player_id],
    [t.game, gameNameOf(round.game)],
    [t.currency, round.currency],
    [t.bet, money(round.bet)],
    [t.win, money(round.win)],
    [t.status, statuses[round.status]],
    ...(round.refusal ? ([[t.refusal, round.refusal]] as [string, string][]) : []),
    [t.rtpVersion, round.rtp_version === null ? t.none : String(round.rtp_version)],
    [t.jurisdiction, round.jurisdiction],
    [t.session, round.session_id],
    [t.created, utcTime(round.created_at)],
    [t.settled, round.settled_at ? utcTime(round.settled_at) : t.notYet],
  ];
  return (
    <>
      <section className="client-area__section" aria-labelledby="round-facts-title">
        <h2 id="round-facts-title">{t.facts}</h2>
        <dl className="integration-facts integration-facts--grid">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {round.replay_url ? (
          <p>
            <a className="button" href={round.replay_url} target="_blank" rel="noopener">
              {t.replay}
            </a>
          </p>
        ) : null}
      </section>
      <section className="client-area__section" aria-labelledby="round-transactions-title">
        <h2 id="round-transactions-title">{t.transactions}</h2>
        <IntegrationTable
          caption={t.caption}
          columns={[
            { label: t.columns.kind },
            { label: t.columns.amount, money: true },
            { label: t.columns.status },
            { label: t.columns.attempts },
            { label: t.columns.balance, money: true },
            { label: t.columns.lastError },
            { label: t.columns.answered },
          ]}
        >
          {round.transactions.map((transaction) => (
            <tr key={transaction.transaction_id} data-transaction={transaction.kind}>
              <td>{t.kinds[transaction.kind]}</td>
              <td className={moneyCell}>{money(transaction.amount)}</td>
              <td>{t.transactionStatuses[transaction.status]}</td>
              <td>{transaction.attempts}</td>
              <td className={moneyCell}>
                {transaction.balance_after === null ? t.none : money(transaction.balance_after)}
              </td>
              <td>{transaction.last_error ?? t.none}</td>
              <td>{transaction.answered_at ? utcTime(transaction.answered_at) : t.notYet}</td>
            </tr>
          ))}
        </IntegrationTable>
      </section>
    </>
  );
}
