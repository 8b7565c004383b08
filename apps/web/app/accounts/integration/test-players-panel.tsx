import { useRef, useState } from "react";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { LoadFailed } from "../load-failed";
import type { ResourceLoad } from "../use-account-resource";
import type { TestPlayer, TopUpAnswer } from "./integration-api";
import { formatMinorUnits } from "./minor-units";
import { TopUpForm } from "./top-up-form";

interface TestPlayersPanelProps {
  players: ResourceLoad<{ data: TestPlayer[] }>;
  retry: () => void;
  /** Reads the players again while the table stays. */
  refresh: () => void;
  currencies: readonly string[];
}

/**
 * The partner's test players with their balances in each currency's units, a top-up per player and
 * a form to add one. What the last top-up did is said in a live region, since the form that made it
 * is replaced by a fresh one (with a fresh Idempotency-Key).
 */
export function TestPlayersPanel({ players, retry, refresh, currencies }: TestPlayersPanelProps) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.players;
  const [toppingUp, setToppingUp] = useState<string | null>(null);
  const [forms, setForms] = useState(0);
  const [said, setSaid] = useState("");
  const status = useRef<HTMLParagraphElement>(null);

  function done(answer: TopUpAnswer) {
    const balance = formatMinorUnits(answer.balance, answer.currency);
    setSaid(answer.replayed ? t.replayed(answer.player_id, balance) : t.toppedUp(answer.player_id, balance));
    setToppingUp(null);
    setForms((count) => count + 1);
    refresh();
    requestAnimationFrame(() => status.current?.focus());
  }

  const list = players.state === "ready" ? players.data.data : [];
  return (
    <section className="client-area__section" aria-labelledby="test-players-title">
      <h2 id="test-players-title">{t.title}</h2>
      <p ref={status} tabIndex={-1} role="status" className="integration-status" data-top-up-status>
        {said}
      </p>
      {players.state === "loading" ? <p role="status">{t.loading}</p> : null}
      {players.state === "failed" ? <LoadFailed onRetry={retry} /> : null}
      {players.state === "ready" && list.length === 0 ? <p>{t.none}</p> : null}
      {list.length > 0 ? (
        <div className="integration-table-wrap">
          <table className="integration-table">
            <caption className="visually-hidden">{t.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.player}</th>
                <th scope="col">{t.currency}</th>
                <th scope="col" className="integration-table__money">
                  {t.balance}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t.topUp}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((player) => (
                <tr key={player.player_id} data-player={player.player_id}>
                  <th scope="row">
                    <code>{player.player_id}</code>
                  </th>
                  <td>{player.currency}</td>
                  <td className="integration-table__money" data-balance>
                    {formatMinorUnits(player.balance, player.currency)}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-expanded={toppingUp === player.player_id}
                      onClick={() => setToppingUp(toppingUp === player.player_id ? null : player.player_id)}
                    >
                      {t.topUp}
                      <span className="visually-hidden"> {player.player_id}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {list
        .filter((player) => player.player_id === toppingUp)
        .map((player) => (
          <div key={`${player.player_id}-${forms}`} className="client-area__panel">
            <TopUpForm player={player} currencies={currencies} onDone={done} />
          </div>
        ))}
      <div className="client-area__panel">
        {currencies.length > 0 ? (
          <TopUpForm key={forms} currencies={currencies} onDone={done} />
        ) : (
          <p>{t.needsCurrencies}</p>
        )}
      </div>
    </section>
  );
}
