import { gameNameOf } from "@quillspin/content";
import { partnerIntegrationMessages } from "../../locale/areas/partner-integration";
import { useMessages } from "../../locale/locale-context";
import { AppLink } from "../../locale/localized-link";
import { IntegrationTable, moneyCell } from "./integration-table";
import type { Round } from "./integration-types";
import { formatMinorUnits } from "./minor-units";
import { sectionPaths } from "./section-paths";
import { utcTime } from "./utc-time";

/** A page of rounds, newest first, each linking to its detail. */
export function RoundsTable({ rounds }: { rounds: readonly Round[] }) {
  const m = useMessages(partnerIntegrationMessages);
  const t = m.partnerIntegration.rounds;
  return (
    <IntegrationTable
      caption={t.caption}
      columns={[
        { label: t.columns.time },
        { label: t.columns.player },
        { label: t.columns.game },
        { label: t.columns.bet, money: true },
        { label: t.columns.win, money: true },
        { label: t.columns.status },
        { label: t.columns.round },
      ]}
    >
      {rounds.map((round) => (
        <tr key={round.round_id} data-round={round.round_id}>
          <td>{utcTime(round.created_at)}</td>
          <td>
            <code>{round.player_id}</code>
          </td>
          <td>{gameNameOf(round.game)}</td>
          <td className={moneyCell}>{formatMinorUnits(round.bet, round.currency)}</td>
          <td className={moneyCell}>
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
    </IntegrationTable>
  );
}
