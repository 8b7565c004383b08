import { costOfPlayQuery, type GameParSummary } from "@quillspin/contracts";
import { formatCount, formatMultiple } from "@quillspin/contracts/figures";
import { parMessages } from "../../locale/areas/par";
import { useMessages } from "../../locale/locale-context";
import { CostOfPlay } from "./cost-of-play";
import { formatExactPercent, formatPercent } from "./par-format";
import "./par-summary.css";

type Method = GameParSummary["hitFrequency"]["method"];

function MethodLabel({ method }: { method: Method }) {
  const m = useMessages(parMessages);
  return <span className={`par-method par-method--${method}`}>{m.par.method[method]}</span>;
}

/**
 * The public summary of the game's PAR sheet (the exact share of spins paying the base screen where the
 * sheet gives it, volatility index, the chance of a 100x win and the largest win the maths can pay), each
 * with how it was obtained, then the cost of play. The hit frequency and the max win's odds are the
 * measured maths section's, from a longer run, so the page shows each once.
 * Nothing when no sheet is committed for the game.
 */
export function ParSummarySection({
  summary,
  costQuery = {},
}: {
  summary: GameParSummary | null;
  /** The cost-of-play form's query, as the answer page received it; the defaults otherwise. */
  costQuery?: { bet?: string | null; speed?: string | null };
}) {
  const m = useMessages(parMessages);
  if (!summary) return null;
  const t = m.par;
  const rounds = formatCount(summary.rounds);
  const reachable = summary.largestReachableWin;
  const figures: { term: string; value: string; method: Method; note?: string }[] = [
    // The round's hit frequency and the max win's odds are the measured maths' (a longer run): one value
    // each on the page (issue 27). The base screen's share is the sheet's own, computed exactly.
    ...(summary.baseScreenHitFrequency
      ? [
          {
            term: t.baseScreenPays,
            value: formatExactPercent(summary.baseScreenHitFrequency.value),
            method: summary.baseScreenHitFrequency.method,
            note: t.baseScreenPaysNote,
          },
        ]
      : []),
    {
      term: t.volatilityIndex,
      value: summary.volatilityIndex.value.toLocaleString("en-GB", { maximumFractionDigits: 1 }),
      method: summary.volatilityIndex.method,
      note: t.volatilityIndexNote,
    },
    {
      term: t.atLeast100x,
      value:
        summary.atLeast100x.oneIn === null
          ? t.notObserved(rounds)
          : `${formatPercent(summary.atLeast100x.probability)} (${t.oneInRounds(formatCount(summary.atLeast100x.oneIn))})`,
      method: summary.atLeast100x.method,
    },
    {
      term: t.largestReachable,
      value: formatMultiple(reachable.win),
      method: reachable.method,
      note:
        reachable.status === "below-cap"
          ? t.belowCap(formatMultiple(summary.maxWin))
          : reachable.status === "cap-is-bound"
            ? t.capUnproven
            : undefined,
    },
  ];
  return (
    <section className="section par-summary" aria-labelledby="game-par" data-reveal>
      <h2 id="game-par">{t.title}</h2>
      <p className="muted">{t.intro(rounds, summary.seed)}</p>
      <dl className="par-summary__figures">
        {figures.map((figure) => (
          <div key={figure.term} className="par-summary__figure">
            <dt>{figure.term}</dt>
            <dd>
              {figure.value} <MethodLabel method={figure.method} />
              {figure.note ? <span className="par-summary__note">{figure.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {reachable.status === "below-cap" ? (
        <p className="par-summary__reasoning">{reachable.reasoning}</p>
      ) : null}
      <CostOfPlay summary={summary} initial={costOfPlayQuery(summary, costQuery)} />
    </section>
  );
}
