import { brand } from "@quillspin/content";
import { costOfPlay, costOfPlayBets, type GameParSummary, siteRoutes } from "@quillspin/contracts";
import { formatCount, formatMoney, formatRtp } from "@quillspin/contracts/figures";
import { useState } from "react";
import { parMessages } from "../../locale/areas/par";
import { useMessages } from "../../locale/locale-context";
import { formatPercent } from "./par-format";

/**
 * The cost of an hour of play at a chosen bet and spin speed. A plain GET form to the game's
 * cost-of-play page, which the server answers without scripts; with scripts the figures follow the
 * choices at once and the form is never sent.
 */
export function CostOfPlay({
  summary,
  initial,
}: {
  summary: GameParSummary;
  initial: { bet: number; speed: string };
}) {
  const m = useMessages(parMessages);
  const t = m.par;
  const [choice, setChoice] = useState(initial);
  const cost = costOfPlay(summary, choice.bet, choice.speed);
  const rtp = formatRtp(summary.statedRtp);
  return (
    <section className="cost-of-play" aria-labelledby="game-cost-of-play">
      <h3 id="game-cost-of-play">{t.costTitle}</h3>
      <p>{t.costIntro}</p>
      <form
        method="get"
        action={siteRoutes.gameCostOfPlay(summary.slug)}
        className="cost-of-play__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          {t.bet}
          <select
            name="bet"
            value={String(choice.bet)}
            onChange={(event) => setChoice({ ...choice, bet: Number(event.target.value) })}
          >
            {costOfPlayBets(summary.bet).map((bet) => (
              <option key={bet} value={String(bet)}>
                {formatMoney(bet)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.speed}
          <select
            name="speed"
            value={choice.speed}
            onChange={(event) => setChoice({ ...choice, speed: event.target.value })}
          >
            {summary.speeds.map((speed) => (
              <option key={speed.id} value={speed.id}>
                {t.speedOption(speed.label, formatCount(speed.spinsPerHour))}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className="button">
            {t.show}
          </button>
        </noscript>
      </form>
      {cost ? (
        <dl className="cost-of-play__figures" aria-live="polite">
          <div>
            <dt>{t.staked}</dt>
            <dd data-figure="staked">{formatMoney(cost.stakedPerHour)}</dd>
          </div>
          <div>
            <dt>{t.expectedCost}</dt>
            <dd data-figure="expected-cost">
              {formatMoney(cost.expectedCostPerHour)}
              <span className="par-summary__note">{t.expectedCostNote(rtp)}</span>
            </dd>
          </div>
          <div>
            <dt>{t.ahead}</dt>
            <dd data-figure="ahead">
              {t.aheadValue(formatPercent(cost.speed.ahead), formatCount(cost.speed.hours))}{" "}
              <span className="par-method par-method--simulated">{m.par.method.simulated}</span>
              <span className="par-summary__note">{t.aheadNote}</span>
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="cost-of-play__help">
        {t.help}{" "}
        <a href={brand.responsibleGambling.helpUrl} rel="noopener noreferrer">
          {brand.responsibleGambling.helpLabel}
        </a>
      </p>
    </section>
  );
}
