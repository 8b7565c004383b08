import type { GameParSummary } from "@quillspin/contracts";
import { formatMultiple } from "@quillspin/contracts/figures";
import { useMessages } from "../../locale/locale-context";

/**
 * Beside a stated max win the maths cannot reach: what a round can pay at most, linked to the PAR
 * summary that argues it. Nothing when the cap is reachable or not settled.
 */
export function MaxWinNote({ summary }: { summary: GameParSummary | null }) {
  const m = useMessages();
  const reachable = summary?.largestReachableWin;
  if (reachable?.status !== "below-cap") return null;
  return (
    <a className="par-summary__note" href="#game-par">
      {m.game.reachableOnly(formatMultiple(reachable.win))}
    </a>
  );
}
