import { formatCount, formatMultiple, formatRtp } from "@quillspin/contracts/figures";
import { formatRtpWithInterval, type MathsText } from "./measured-figures";
import type { PaidModeMaths } from "./measured-maths.server";

/** The buy options and Double Chance with the RTP each returns at its own price. */
export function PaidModesTable({
  modes,
  gameName,
  text,
}: {
  modes: PaidModeMaths[];
  gameName: string;
  text: MathsText;
}) {
  return (
    <>
      <h3 className="measured-maths__subtitle">{text.paidModesTitle}</h3>
      <p className="muted">{text.paidModesLead}</p>
      <div className="measured-maths__table-scroll">
        <table className="maths-table measured-maths__paid-modes">
          <caption className="visually-hidden">{text.paidModesCaption(gameName)}</caption>
          <thead>
            <tr>
              <th scope="col">{text.paidMode}</th>
              <th scope="col">{text.paidModePrice}</th>
              <th scope="col">{text.paidModeRtp}</th>
              <th scope="col">{text.paidModeRounds}</th>
            </tr>
          </thead>
          <tbody>
            {modes.map((mode) => (
              <tr key={mode.label}>
                <th scope="row">{mode.label}</th>
                <td>{text.priceTimesBet(formatMultiple(mode.price))}</td>
                <td>
                  {mode.exact
                    ? text.exactValue(formatRtp(mode.rtp))
                    : formatRtpWithInterval(mode.rtp, mode.ci95, text)}
                </td>
                <td>{formatCount(mode.spins)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
