import { useEffect, useMemo, useRef, useState } from "react";
import { demoPlayerMessages } from "../../../locale/areas/demo-player";
import { useMessages } from "../../../locale/locale-context";
import type { StageArt, WheelFace } from "../player-game";
import { usePlayerMoney } from "../player-money";
import { ReelGrid } from "../reel-grid";
import { type Beat, beatMs, type Pace, stepTravelMs } from "../round-timeline";
import type { Screen } from "../stage-screen";
import type { SymbolFiles } from "../symbol-art";
import type { PixiStage, StageScene } from "./pixi-stage";

interface ReelStageProps {
  slug: string;
  /** The engine symbol keys whose picture has another file name. */
  symbolFiles: SymbolFiles;
  art: StageArt;
  screen: Screen;
  /** Catalogue symbol titles by art file name: the DOM grid's alt text, and the files the strips show. */
  symbolNames: Record<string, string>;
  bet: number;
  spinning: boolean;
  showWins: boolean;
  onSkip: () => void;
  pace: Pace;
  /** The beat on show: a wheel's intro spins the wheel on the stage. */
  beat: Beat | null;
  /** The game's fortune wheels as painted. */
  wheels: readonly WheelFace[];
  /** Hears each reel stop (sound). */
  onReelStop?: (reel: number) => void;
}

type StageState = "loading" | "ready" | "failed";

/**
 * The reels on the WebGL stage (decision 34), with today's DOM grid beside it: the grid is what a
 * screen reader reads (the canvas is hidden from it), what shows before the renderer has loaded, and
 * the whole stage where WebGL cannot start, with a plain sentence saying so.
 */
export function ReelStage(props: ReelStageProps) {
  const { slug, symbolFiles, art, screen, symbolNames, bet, spinning, showWins, onSkip, pace, onReelStop } =
    props;
  const { beat, wheels } = props;
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const money = usePlayerMoney();
  const host = useRef<HTMLDivElement>(null);
  const stage = useRef<PixiStage | null>(null);
  const [state, setState] = useState<StageState>("loading");
  const scene: StageScene = useMemo(
    () => ({
      key: screen.key,
      step: screen.step,
      previous: screen.previous,
      anticipation: screen.anticipation,
      spinning,
      showWins,
      travelMs: stepTravelMs(screen.step, pace),
      anticipationMs: beatMs("anticipation", pace),
      reducedMotion: pace.reducedMotion,
      bet,
      money,
      events: screen.events,
      intro: beat?.kind === "intro" ? beat.event : null,
      introMs: beat?.ms ?? 0,
      banner:
        beat?.kind === "tier"
          ? { tier: beat.tier, words: copy.tiers[beat.tier], amount: beat.amount, ms: beat.ms }
          : null,
    }),
    [screen, spinning, showWins, pace, bet, money, beat, copy],
  );
  const latest = useRef(scene);
  latest.current = scene;
  const stopCue = useRef(onReelStop);
  stopCue.current = onReelStop;
  // The window keeps the shape of the first screen (the game at rest, or the replayed round's).
  const [options] = useState(() => ({
    slug,
    symbolFiles,
    art,
    files: Object.keys(symbolNames),
    heights: (screen.step.grid ?? []).map((column) => column.length),
    wheels,
  }));

  useEffect(() => {
    let cancelled = false;
    const element = host.current;
    if (!element) return;
    import("./pixi-stage")
      .then(async ({ PixiStage }) => {
        if (!PixiStage.supported()) throw new Error("WebGL is not available");
        const created = await PixiStage.create(element, options, latest.current);
        if (cancelled) return created.destroy();
        created.onStop = (reel) => stopCue.current?.(reel);
        stage.current = created;
        created.update(latest.current);
        setState("ready");
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn("The reel stage fell back to the DOM grid:", error);
        setState("failed");
      });
    return () => {
      cancelled = true;
      stage.current?.destroy();
      stage.current = null;
    };
  }, [options]);

  useEffect(() => {
    stage.current?.update(scene);
  }, [scene]);

  return (
    <div className={`reel-stage is-${state}`} data-stage={state}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the reels is a shortcut for the Skip button beside them */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Space and the Skip button do the same from the keyboard */}
      <div className="reel-stage__canvas" ref={host} onClick={onSkip} />
      <ReelGrid
        slug={slug}
        symbolFiles={symbolFiles}
        screen={screen}
        symbolNames={symbolNames}
        bet={bet}
        spinning={spinning}
        showWins={showWins}
        onSkip={onSkip}
      />
      {state === "failed" ? (
        <p className="reel-stage__fallback" role="status">
          {copy.noWebgl}
        </p>
      ) : null}
    </div>
  );
}
