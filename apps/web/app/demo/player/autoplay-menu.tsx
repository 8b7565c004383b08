import { useId, useState } from "react";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { useMessages } from "../../locale/locale-context";
import { autoplayCounts } from "./autoplay";

interface AutoplayMenuProps {
  left: number | null;
  disabled: boolean;
  onStart: (count: number) => void;
  onStop: () => void;
}

export function AutoplayMenu({ left, disabled, onStart, onStop }: AutoplayMenuProps) {
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
      {open ? (
        <fieldset id={menuId} className="autoplay-menu__list">
          <legend className="visually-hidden">{copy.autoplayMenu}</legend>
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
              {copy.autoplaySpins(count)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
