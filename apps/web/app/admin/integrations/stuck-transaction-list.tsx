import { gameNameOf } from "@quillspin/content";
import type { StuckTransaction } from "../../accounts/integration/integration-types";
import { adminIntegrationsMessages } from "../../locale/areas/admin-integrations";
import { useMessages } from "../../locale/locale-context";
import { adminMoment } from "../admin-time";
import { operatorMoney } from "./integration-money";
import type { ResolutionAnswer } from "./resolution-fields";
import { ResolveForm } from "./resolve-form";

function StuckTransactionItem({
  transaction,
  answer,
}: {
  transaction: StuckTransaction;
  answer: ResolutionAnswer | undefined;
}) {
  const t = useMessages(adminIntegrationsMessages).adminIntegrations.stuck;
  const headingId = `stuck-${transaction.transaction_id}`;
  const kind = t.kinds[transaction.kind];
  const amount = operatorMoney(transaction.amount, transaction.currency);
  return (
    <li className="stuck-item" aria-labelledby={headingId} data-transaction={transaction.transaction_id}>
      <h3 id={headingId} className="stuck-item__title">
        {t.heading(kind, amount)}
      </h3>
      <dl className="stuck-item__details">
        <div>
          <dt>{t.round}</dt>
          <dd>
            <code>{transaction.round_id}</code>
          </dd>
        </div>
        <div>
          <dt>{t.gameAndPlayer}</dt>
          <dd>
            {gameNameOf(transaction.game)}, <code>{transaction.player_id}</code>
          </dd>
        </div>
        <div>
          <dt>{t.attempts}</dt>
          <dd>{transaction.attempts}</dd>
        </div>
        <div>
          <dt>{t.nextAttempt}</dt>
          <dd>{adminMoment(transaction.next_attempt_at)}</dd>
        </div>
        <div className="stuck-item__error">
          <dt>{t.lastError}</dt>
          <dd>{transaction.last_error ?? t.noError}</dd>
        </div>
      </dl>
      <ResolveForm
        transactionId={transaction.transaction_id}
        name={t.name(kind, amount, transaction.round_id.slice(0, 8))}
        answer={answer}
      />
    </li>
  );
}

/** The operator's wins and rollbacks its wallet has not acknowledged, oldest first, each resolvable. */
export function StuckTransactionList({
  transactions,
  answer,
}: {
  transactions: StuckTransaction[];
  answer: ResolutionAnswer | undefined;
}) {
  const t = useMessages(adminIntegrationsMessages).adminIntegrations.stuck;
  return (
    <ul className="stuck-list" aria-label={t.list}>
      {transactions.map((transaction) => (
        <StuckTransactionItem key={transaction.transaction_id} transaction={transaction} answer={answer} />
      ))}
    </ul>
  );
}
