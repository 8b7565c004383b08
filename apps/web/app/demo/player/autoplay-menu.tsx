import { lazy, Suspense, useId, useState } from "react";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { useMessages } from "../../locale/locale-context";
import { autoplayCounts } from "./autoplay";

// Only a profile that asks for a loss limit (decision 31) loads its form, when the menu first opens.
const LossLimitMenu = lazy(() =>
  import("./loss-limit-menu").then(({ LossLimitMenu }) => ({ default: LossLimitMenu })),
);

interface AutoplayMenuProps {
  left: number | null;
  disabled: boolean;
  /** The profile plays autoplay only within a loss limit the player sets (decision 31). */
  needsLossLimit: boolean;
  onStart: (count: number, lossLimit?: number) => void;
  onStop: () => void;
}

export function AutoplayMenu({ left, disabled, needsLossLimit, onStart, onStop }: AutoplayMenuProps) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  if (left !== null) {
    return (
      <button type="button" className="player-button player-button--stop" onClick={onStop}>
        {copy.stopAutoplay(left)}
      </button>
    );
  }
  const start = (count: number, lossLimit?: number) => {
    setOpen(false);
    onStart(count, lossLimit);
  };
  return (
    <div className="autoplay-menu">
      <button
        type="button"
        className="player-button"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        {copy.autoplay}
      </button>
      {open && needsLossLimit ? (
        <Suspense fallback={null}>
          <LossLimitMenu id={menuId} onStart={start} />
        </Suspense>
      ) : null}
      {open && !needsLossLimit ? (
        <fieldset id={menuId} className="autoplay-menu__list">
          <legend className="visually-hidden">{copy.autoplayMenu}</legend>
          {autoplayCounts.map((count) => (
            <button key={count} type="button" className="player-button" onClick={() => start(count)}>
              {copy.autoplaySpins(count)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
