import { sql } from "drizzle-orm";
import { fixedStatement } from "../../db/changes-at-once";
import type { Db } from "../../db/database";
import { isUniqueViolation, jsonOf, rowsOf } from "../../db/raw-rows";
import { sandboxWalletAccounts, sandboxWalletTransactions } from "./sandbox-wallet.tables";

export interface WalletCallOf {
  operatorId: string;
  playerId: string;
  currency: string;
  /** A player seen for the first time starts with this, in the currency of its first call. */
  startingBalance: number;
}

export interface TransactionCall extends WalletCallOf {
  kind: "bet" | "win" | "rollback";
  transactionId: string;
  roundId: string;
  amount: number;
  /** The bet a rollback cancels. */
  rollbackOf: string | null;
}

/** An answer as the wallet stores it with its transaction and replays it. */
export interface StoredAnswer {
  status: 200 | 400 | 402 | 409;
  body: { balance: number } | { error: string };
}

/**
 * How often a call is tried again when another call of the same player (or the same transaction id)
 * committed between its reading and its writing. Two at once need one more try; a player's calls come
 * a few at a time, so ten tries never run out but in a fault.
 */
const tries = 10;

/** The player's balance, the player created at its starting balance if new. */
const balanceStatement = fixedStatement<WalletCallOf>(
  (call) => sql`
  with created as (
    insert into ${sandboxWalletAccounts} (operator_id, player_id, currency, balance_minor)
    values (${call.operatorId}, ${call.playerId}, ${call.currency}, ${call.startingBalance}::bigint)
    on conflict do nothing
    returning currency, balance_minor
  )
  select currency, balance_minor from created
  union all
  select currency, balance_minor from ${sandboxWalletAccounts}
  where operator_id = ${call.operatorId} and player_id = ${call.playerId}`,
);

/**
 * The player's balance (`balanceStatement`). Null when a concurrent first call created the player
 * after this one read (try again).
 */
async function balanceOnce(
  db: Db,
  call: WalletCallOf,
): Promise<{ currency: string; balance: number } | null> {
  const [row] = rowsOf<{ currency: string; balance_minor: number | string }>(
    await balanceStatement(db, call),
  );
  return row ? { currency: row.currency, balance: Number(row.balance_minor) } : null;
}

/**
 * The statement of a bet, a win or a rollback: the decision (currency, a bet cancelled by an earlier
 * rollback, funds, what a rollback refunds), the balance's change and the transaction with its answer.
 * Its text differs by kind; each is built once (`fixedStatement`).
 */
function transactionStatement(kind: TransactionCall["kind"]) {
  return fixedStatement<TransactionCall>((call) => {
    const { operatorId } = call;
    const amount = sql`${call.amount}::bigint`;
    const moved =
      kind === "bet"
        ? sql`-${amount}`
        : kind === "win"
          ? amount
          : // Only a bet that was charged, and not yet given back, is refunded; an unknown one is noted.
            sql`coalesce((
              select bet.amount from ${sandboxWalletTransactions} bet
              where bet.operator_id = ${operatorId} and bet.transaction_id = ${call.rollbackOf}
                and bet.kind = 'bet' and (bet.answer ->> 'status') = '200'
                and not exists (select 1 from ${sandboxWalletTransactions} earlier
                  where earlier.operator_id = ${operatorId} and earlier.rollback_of = ${call.rollbackOf})
            ), 0)`;
    const refusal =
      kind === "bet"
        ? // A bet whose rollback came first (it was late) is cancelled, so never charged.
          sql`when exists (select 1 from ${sandboxWalletTransactions}
                where operator_id = ${operatorId} and rollback_of = ${call.transactionId}) then 'INVALID_REQUEST'
              when ${amount} > account.balance then 'INSUFFICIENT_FUNDS'`
        : sql``;
    return sql`
    with seen as (
      select currency, balance_minor, xmin from ${sandboxWalletAccounts}
      where operator_id = ${operatorId} and player_id = ${call.playerId}
    ), account as (
      select coalesce((select currency from seen), ${call.currency}) as currency,
        coalesce((select balance_minor from seen), ${call.startingBalance}::bigint) as balance
    ), earlier as (
      select answer from ${sandboxWalletTransactions}
      where operator_id = ${operatorId} and transaction_id = ${call.transactionId}
    ), decided as (
      select error, case when error is null then moved else 0 end as moved, currency, balance
      from (
        select case when account.currency <> ${call.currency} then 'CURRENCY_MISMATCH' ${refusal} end as error,
          ${moved} as moved, account.currency, account.balance
        from account
      ) decision
      where not exists (select 1 from earlier)
    ), kept as (
      insert into ${sandboxWalletAccounts} as row (operator_id, player_id, currency, balance_minor)
      select ${operatorId}, ${call.playerId}, currency, balance + moved from decided
      on conflict (operator_id, player_id) do update set balance_minor = excluded.balance_minor
      where row.xmin = (select xmin from seen)
      returning balance_minor
    ), recorded as (
      insert into ${sandboxWalletTransactions} (operator_id, transaction_id, kind, player_id, round_id,
        amount, rollback_of, answer)
      select ${operatorId}, ${call.transactionId}, ${sql.raw(`'${kind}'`)}, ${call.playerId}, ${call.roundId}, ${amount},
        ${call.rollbackOf}::text,
        case when decided.error is null
          then jsonb_build_object('status', 200, 'body', jsonb_build_object('balance', kept.balance_minor))
          else jsonb_build_object('status', case decided.error when 'INSUFFICIENT_FUNDS' then 402 else 409 end,
            'body', jsonb_build_object('error', decided.error))
        end
      from decided, kept
      returning answer
    )
    select (select answer from earlier) as earlier, (select answer from recorded) as recorded`;
  });
}

const transactionStatements = {
  bet: transactionStatement("bet"),
  win: transactionStatement("win"),
  rollback: transactionStatement("rollback"),
};

/**
 * A bet, win or rollback, done as the contract asks, in one statement (`transactionStatement`): the
 * decision, the balance's change and the transaction with its answer all commit together or not at
 * all. Every call that is not a repeat rewrites its player's account row, and only if the row is still
 * the version the statement read (`xmin`, the id of the transaction that wrote it): a player's calls
 * thus commit one after the other, each decided on what the previous one left, as the account row's
 * lock serialised them when they were a transaction each. A call that lost that race, or whose
 * transaction id a concurrent call recorded first (the primary key), changed nothing and is tried
 * again, and then finds what won. Null: it lost; try again.
 */
async function transactionOnce(db: Db, call: TransactionCall): Promise<StoredAnswer | null> {
  const result = await transactionStatements[call.kind](db, call);
  const [row] = rowsOf<{ earlier: StoredAnswer | string | null; recorded: StoredAnswer | string | null }>(
    result,
  );
  const answer = row?.earlier ?? row?.recorded;
  return answer ? jsonOf(answer) : null;
}

async function tried<T>(once: () => Promise<T | null>): Promise<T> {
  for (let attempt = 1; attempt <= tries; attempt++) {
    try {
      const answer = await once();
      if (answer) return answer;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`the reference wallet's call lost ${tries} races in a row to other calls of its player`);
}

export const walletBalance = (db: Db, call: WalletCallOf) => tried(() => balanceOnce(db, call));
export const walletTransaction = (db: Db, call: TransactionCall) => tried(() => transactionOnce(db, call));
