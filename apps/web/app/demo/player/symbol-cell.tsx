import { usePlayerMoney } from "./player-money";
import type { SymbolArt } from "./symbol-art";

interface SymbolCellProps {
  /** The cell's picture (symbol-art.ts). */
  art: SymbolArt;
  label: string;
  /** The cell's value in multiples of the bet (coin cash, wild multiplier); 0 when none. */
  value: number;
  bet: number;
  landing: boolean;
  highlight: "win" | "dim" | null;
  reel: number;
}

export function SymbolCell({ art, label, value, bet, landing, highlight, reel }: SymbolCellProps) {
  const money = usePlayerMoney();
  const classes = ["symbol-cell", landing ? "is-landing" : "", highlight ? `is-${highlight}` : ""];
  const style = { "--reel": reel } as React.CSSProperties;
  if (art.kind === "blank")
    return <div className={`${classes.join(" ")} symbol-cell--blank`} style={style} />;
  const valueText =
    value > 0 ? (art.values === "multiplier" ? `x${value}` : money.figure(money.times(bet, value))) : null;
  return (
    <div className={classes.join(" ")} style={style}>
      <img
        src={art.src}
        srcSet={`${art.src} 1x, ${art.src.replace(/\.webp$/, "@2x.webp")} 2x`}
        width={160}
        height={160}
        alt={[label, art.badge, valueText].filter(Boolean).join(" ")}
        decoding="async"
        // Low: React would otherwise preload every symbol ahead of the player's scripts, and on a phone's
        // six connections the pictures held Spin back by a second (decision 42). The stage loads them too.
        fetchPriority="low"
        draggable={false}
      />
      {art.badge ? (
        <span className="symbol-cell__badge" aria-hidden="true">
          {art.badge}
        </span>
      ) : null}
      {valueText ? (
        <span className="symbol-cell__value" aria-hidden="true">
          {valueText}
        </span>
      ) : null}
    </div>
  );
}
