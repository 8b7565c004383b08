import type { DemoStep } from "@quillspin/contracts";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { useMessages } from "../../locale/locale-context";
import { introCopy } from "./event-copy";
import { usePlayerMoney } from "./player-money";
import type { Beat } from "./round-timeline";
import { useCountUp } from "./use-count-up";

/** The card over the reels for intros, the feature total, the round's win and the Big/Super/Mega banner. */
export function StageOverlay({
  beat,
  bet,
  still = false,
}: {
  beat: Beat | null;
  bet: number;
  still?: boolean;
}) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const money = usePlayerMoney();
  // The win and a celebrated feature total count up over most of their card's time; a tier banner, and
  // a feature that paid less than its round cost, show the figure as it is.
  const counting = beat?.kind === "win" || (beat?.kind === "feature-total" && beat.counts);
  const counted = useCountUp(counting ? beat.amount : 0, counting ? beat.ms * 0.6 : 0, still);
  if (!beat || beat.kind === "step") return null;
  let heading: string;
  let detail: string;
  if (beat.kind === "intro") ({ heading, detail } = introCopy(beat.event, bet, copy.events, money));
  else if (beat.kind === "feature-total")
    [heading, detail] = [copy.featureTotal, money.format(beat.counts ? counted : beat.amount)];
  else if (beat.kind === "win") [heading, detail] = [copy.win, money.format(counted)];
  else [heading, detail] = [copy.tiers[beat.tier], money.format(beat.amount)];
  // A wheel's card sits under the wheel that the stage spins, rather than over it.
  const tone =
    beat.kind === "tier"
      ? `stage-overlay--${beat.tier} stage-overlay--banner`
      : beat.kind === "intro" && beat.event.type === "wheel"
        ? "stage-overlay--intro stage-overlay--wheel"
        : `stage-overlay--${beat.kind}`;
  return (
    <div
      className={`stage-overlay ${tone}`}
      aria-hidden="true"
      // The wheel's words wait until it has landed (the stage spins it for 70% of the beat).
      style={{ "--reveal-delay": `${Math.round(beat.ms * 0.7)}ms` } as React.CSSProperties}
    >
      <div className="stage-overlay__card" key={`${beat.kind}-${heading}`}>
        <p className="stage-overlay__heading">{heading}</p>
        {detail ? <p className="stage-overlay__detail">{detail}</p> : null}
      </div>
    </div>
  );
}

/** Free spin number, respins left and the running multiplier of the screen on show. */
export function StepStatus({ captions, step }: { captions: string[]; step: DemoStep }) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const parts: string[] = [];
  if (step.phase === "free-spin" && step.spin !== undefined) parts.push(copy.freeSpin(step.spin));
  if (step.phase === "respin" && step.spinsLeft !== undefined) parts.push(copy.respinsLeft(step.spinsLeft));
  if (step.multiplier !== undefined && step.multiplier > 1) parts.push(copy.multiplier(step.multiplier));
  parts.push(...captions);
  return <p className="step-status">{parts.join(" · ")}</p>;
}
