import type { DemoStep } from "@quillspin/contracts";
import { type SymbolFiles, symbolArt } from "./symbol-art";
import { SymbolCell } from "./symbol-cell";
import type { Screen } from "./use-demo-player";

interface ReelGridProps {
  slug: string;
  /** The engine symbol keys whose picture has another file name. */
  symbolFiles: SymbolFiles;
  screen: Screen;
  symbolNames: Record<string, string>;
  bet: number;
  spinning: boolean;
  /** Whether the wins of the screen are on show (not while an intro card covers it). */
  showWins: boolean;
  onSkip: () => void;
}

const humanise = (key: string) => key.replace(/-/g, " ").replace(/^\w/, (letter) => letter.toUpperCase());

/** Every reel lands on a spin or free spin; a cascade or respin drops in only the cells that changed. */
function landsWhole(step: DemoStep, previous: DemoStep | null): boolean {
  return previous === null || step.phase === "base" || step.phase === "free-spin";
}

export function ReelGrid(props: ReelGridProps) {
  const { slug, symbolFiles, screen, symbolNames, bet, spinning, showWins, onSkip } = props;
  const { step, previous } = screen;
  const grid = step.grid ?? previous?.grid ?? [];
  const winning = new Set(step.wins.flatMap((win) => win.positions.map(([reel, row]) => `${reel}:${row}`)));
  const whole = landsWhole(step, previous);
  const rows = Math.max(...grid.map((column) => column.length), 1);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the reels is a shortcut for the Skip button beside them
    // biome-ignore lint/a11y/useKeyWithClickEvents: Space and the Skip button do the same from the keyboard
    <div
      className={`reel-grid${spinning ? " is-spinning" : ""}`}
      aria-busy={spinning}
      style={{ "--reels": grid.length, "--rows": rows } as React.CSSProperties}
      onClick={onSkip}
    >
      {grid.map((column, reel) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions, not items
        <div className="reel-column" key={reel}>
          {column.map((symbol, row) => {
            const changed = previous?.grid?.[reel]?.[row] !== symbol;
            const landing = whole || changed;
            const art = symbolArt(slug, symbol, symbolFiles);
            const highlight =
              showWins && winning.size > 0 ? (winning.has(`${reel}:${row}`) ? "win" : "dim") : null;
            return (
              <SymbolCell
                key={landing ? `${screen.key}-${row}` : `still-${row}`}
                art={art}
                label={(art.kind === "image" ? symbolNames[art.file] : undefined) ?? humanise(symbol)}
                value={step.values?.[reel]?.[row] ?? 0}
                bet={bet}
                landing={landing && screen.key !== "idle"}
                highlight={highlight}
                reel={reel}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}
