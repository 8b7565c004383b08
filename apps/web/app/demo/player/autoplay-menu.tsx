import { useId, useState } from "react";
import { autoplayCounts } from "./autoplay";
import { playerCopy } from "./player-copy";

interface AutoplayMenuProps {
  left: number | null;
  disabled: boolean;
  onStart: (count: number) => void;
  onStop: () => void;
}

export function AutoplayMenu({ left, disabled, onStart, onStop }: AutoplayMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  if (left !== null) {
    return (
      <button type="button" className="player-button player-button--stop" onClick={onStop}>
        {playerCopy.stopAutoplay(left)}
      </button>
    );
  }
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
        {playerCopy.autoplay}
      </button>
      {open ? (
        <fieldset id={menuId} className="autoplay-menu__list">
          <legend className="visually-hidden">{playerCopy.autoplayMenu}</legend>
          {autoplayCounts.map((count) => (
            <button
              key={count}
              type="button"
              className="player-button"
              onClick={() => {
                setOpen(false);
                onStart(count);
              }}
            >
              {playerCopy.autoplaySpins(count)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
