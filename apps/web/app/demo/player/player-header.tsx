import { playerCopy } from "./player-copy";

interface PlayerHeaderProps {
  name: string;
  soundOn: boolean;
  onSound: () => void;
  onPaytable: () => void;
  onRules: () => void;
}

/** The game's name, the permanent play-money notice and the info and sound buttons. */
export function PlayerHeader({ name, soundOn, onSound, onPaytable, onRules }: PlayerHeaderProps) {
  return (
    <header className="player-header">
      <p className="demo-notice" title={playerCopy.noticeDetail}>
        <strong>{playerCopy.notice}</strong>
        <span className="visually-hidden"> — {playerCopy.noticeDetail}</span>
      </p>
      <h1 className="player-header__name">{name}</h1>
      <div className="player-header__tools">
        <button type="button" className="player-button" onClick={onPaytable}>
          {playerCopy.paytable}
        </button>
        <button type="button" className="player-button" onClick={onRules}>
          {playerCopy.rules}
        </button>
        <button type="button" className="player-button" aria-pressed={soundOn} onClick={onSound}>
          {playerCopy.sound}
        </button>
      </div>
    </header>
  );
}
