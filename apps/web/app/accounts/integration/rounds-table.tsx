import { gameSummaries } from "@quillspin/content";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import type { Round } from "./integration-types";
import { formatMinorUnits } from "./minor-units";
import { sectionPaths } from "./section-paths";
import { utcTime } from "./utc-time";

export const gameName = (slug: string) => gameSummaries.find((game) => game.slug === slug)?.name ?? slug;

/** A page of rounds, newest first, each linking to its detail. */
export function RoundsTable({ rounds }: { rounds: readonly Round[] }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.rounds;
  return (
    <div className="integration-table-wrap">
      <table className="integration-table">
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.time}</th>
            <th scope="col">{t.columns.player}</th>
            <th scope="col">{t.columns.game}</th>
            <th scope="col" className="integration-table__money">
              {t.columns.bet}
            </th>
            <th scope="col" className="integration-table__money">
              {t.columns.win}
            </th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.round}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => (
            <tr key={round.round_id} data-round={round.round_id}>
              <td>{utcTime(round.created_at)}</td>
              <td>
                <code>{round.player_id}</code>
              </td>
              <td>{gameName(round.game)}</td>
              <td className="integration-table__money">{formatMinorUnits(round.bet, round.currency)}</td>
              <td className="integration-table__money">
                {round.win === null ? "—" : formatMinorUnits(round.win, round.currency)}
              </td>
              <td>{t.statuses[round.status]}</td>
              <td>
                <AppLink to={sectionPaths.round(round.round_id)} aria-label={t.details(round.round_id)}>
                  {t.detailsShort}
                </AppLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
