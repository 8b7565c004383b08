import { formatCount, formatDate } from "@quillspin/contracts/figures";
import { mathsMessages } from "../../locale/areas/maths";
import { useMessages } from "../../locale/locale-context";
import { measuredFigures } from "./measured-figures";
import type { MeasuredMaths } from "./measured-maths.server";
import { PaidModesTable } from "./paid-modes-table";
import { WinDistributionChart } from "./win-distribution-chart";
import "./measured-maths.css";

/** The figures measured by simulating the game's maths model; nothing when the report has no row for it. */
export function MeasuredMathsSection({ maths, gameName }: { maths: MeasuredMaths | null; gameName: string }) {
  const m = useMessages(mathsMessages);
  if (!maths) return null;
  const text = m.maths;
  return (
    <section className="section measured-maths" aria-labelledby="game-maths" data-reveal>
      <h2 id="game-maths">{text.title}</h2>
      <p className="measured-maths__intro">
        {text.intro(gameName, formatCount(maths.spins), maths.seed, formatDate(maths.measuredOn))}
      </p>
      {maths.exactRtp > 0 ? <p className="muted">{text.exactIntro}</p> : null}
      <p className="muted">{maths.calibratedOnRun ? text.calibratedOnRun : text.independentRun}</p>
      <dl className="measured-maths__figures">
        {measuredFigures(maths, text).map((figure) => (
          <div key={figure.term} className="measured-maths__figure">
            <dt>{figure.term}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="measured-maths__subtitle">{text.distributionTitle}</h3>
      <p className="muted">{text.distributionLead}</p>
      <WinDistributionChart maths={maths} text={text} />
      {maths.paidModes.length > 0 ? (
        <PaidModesTable modes={maths.paidModes} gameName={gameName} text={text} />
      ) : null}
    </section>
  );
}
