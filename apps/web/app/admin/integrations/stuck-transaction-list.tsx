import type { StuckTransaction } from "../../accounts/integration/integration-types";
import { adminMoment } from "../admin-time";
import { transactionKindLabels } from "./integration-labels";
import { operatorMoney } from "./integration-money";
import type { ResolutionAnswer } from "./resolution-fields";
import { ResolveForm } from "./resolve-form";

/** "the win of 2.50 EUR in round 1a2b3c4d": one owed transaction named for its form and its heading. */
function stuckTransactionName(transaction: StuckTransaction): string {
  const kind = transactionKindLabels[transaction.kind].toLowerCase();
  const amount = operatorMoney(transaction.amount, transaction.currency);
  return `the ${kind} of ${amount} in round ${transaction.round_id.slice(0, 8)}`;
}

function StuckTransactionItem({
  transaction,
  answer,
}: {
  transaction: StuckTransaction;
  answer: ResolutionAnswer | undefined;
}) {
  const headingId = `stuck-${transaction.transaction_id}`;
  return (
    <li className="stuck-item" aria-labelledby={headingId} data-transaction={transaction.transaction_id}>
      <h3 id={headingId} className="stuck-item__title">
        {transactionKindLabels[transaction.kind]} of {operatorMoney(transaction.amount, transaction.currency)}
      </h3>
      <dl className="stuck-item__details">
        <div>
          <dt>Round</dt>
          <dd>
            <code>{transaction.round_id}</code>
          </dd>
        </div>
        <div>
          <dt>Game and player</dt>
          <dd>
            {transaction.game}, <code>{transaction.player_id}</code>
          </dd>
        </div>
        <div>
          <dt>Attempts</dt>
          <dd>{transaction.attempts}</dd>
        </div>
        <div>
          <dt>Next attempt</dt>
          <dd>{adminMoment(transaction.next_attempt_at)}</dd>
        </div>
        <div className="stuck-item__error">
          <dt>Last error</dt>
          <dd>{transaction.last_error ?? "None recorded"}</dd>
        </div>
      </dl>
      <ResolveForm
        transactionId={transaction.transaction_id}
        name={stuckTransactionName(transaction)}
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
  return (
    <ul className="stuck-list" aria-label="Stuck transactions">
      {transactions.map((transaction) => (
        <StuckTransactionItem key={transaction.transaction_id} transaction={transaction} answer={answer} />
      ))}
    </ul>
  );
}
