import { gameNameOf } from "@quillspin/content";
import type { OperatorReport } from "@quillspin/contracts";
import { partnerReportsMessages } from "../../locale/areas/partner-reports";
import { useMessages } from "../../locale/locale-context";
import type { AreaStrings } from "../../locale/messages";
import { IntegrationTable, moneyCell } from "./integration-table";
import { formatMinorUnits } from "./minor-units";

type Figures = OperatorReport["totals"][number];
type Columns = AreaStrings<typeof partnerReportsMessages>["reports"]["columns"];

/** The heads of the five figure columns, in `FigureCells`' order: the rows and the totals both end with them. */
function figureColumns(c: Columns) {
  return [c.rounds, c.bets, c.wins, c.ggr, c.rtp].map((label) => ({ label, money: true }));
}

/** A row's figures, each amount exact in its currency (the sums are strings, read as bigints). */
function FigureCells({ figures }: { figures: Figures }) {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  const money = (sum: string) => formatMinorUnits(BigInt(sum), figures.currency);
  return (
    <>
      <td className={moneyCell} data-rounds>
        {figures.rounds.toLocaleString("en")}
      </td>
      <td className={moneyCell} data-bets>
        {money(figures.bets)}
      </td>
      <td className={moneyCell} data-wins>
        {money(figures.wins)}
      </td>
      <td className={moneyCell} data-ggr>
        {money(figures.ggr)}
      </td>
      <td className={moneyCell} data-rtp>
        {figures.rtp_percent === null ? t.noRtp : `${figures.rtp_percent}%`}
      </td>
    </>
  );
}

/** The report's rows, one per UTC day, game and currency, as the API orders them. */
export function ReportTable({ report }: { report: OperatorReport }) {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  const c = t.columns;
  return (
    <IntegrationTable
      caption={t.caption}
      columns={[{ label: c.day }, { label: c.game }, { label: c.currency }, ...figureColumns(c)]}
    >
      {report.rows.map((row) => (
        <tr
          key={`${row.day} ${row.game} ${row.currency}`}
          data-report-row={`${row.day} ${row.game} ${row.currency}`}
        >
          <td>{row.day}</td>
          <td>{gameNameOf(row.game)}</td>
          <td>{row.currency}</td>
          <FigureCells figures={row} />
        </tr>
      ))}
    </IntegrationTable>
  );
}

/** One total per currency: currencies are never added together. */
export function ReportTotals({ report }: { report: OperatorReport }) {
  const m = useMessages(partnerReportsMessages);
  const t = m.partnerReports.reports;
  const c = t.columns;
  return (
    <section aria-labelledby="report-totals-title">
      <h3 id="report-totals-title">{t.totalsTitle}</h3>
      <IntegrationTable caption={t.totalsCaption} columns={[{ label: c.currency }, ...figureColumns(c)]}>
        {report.totals.map((total) => (
          <tr key={total.currency} data-report-total={total.currency}>
            <td>{total.currency}</td>
            <FigureCells figures={total} />
          </tr>
        ))}
      </IntegrationTable>
    </section>
  );
}
