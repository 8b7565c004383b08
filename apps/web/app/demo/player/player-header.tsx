import { siteRoutes } from "@quillspin/contracts";
import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useMessages } from "../../locale/locale-context";

interface PlayerHeaderProps {
  name: string;
  slug: string;
  soundOn: boolean;
  onSound: () => void;
  onPaytable: () => void;
  onRules: () => void;
  onHistory: () => void;
}

/**
 * The way out to the game's page (on phones the demo fills the window and Back may not lead there),
 * the game's name, the permanent play-money notice and the info, history and sound buttons.
 */
export function PlayerHeader({
  name,
  slug,
  soundOn,
  onSound,
  onPaytable,
  onRules,
  onHistory,
}: PlayerHeaderProps) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const { history } = useMessages(demoSessionMessages).demoSession;
  return (
    <header className="player-header">
      <a
        className="player-button player-exit"
        href={siteRoutes.game(slug)}
        target="_top"
        aria-label={copy.exitLabel(name)}
      >
        <span aria-hidden="true">←</span> {copy.exit}
      </a>
      <p className="demo-notice" title={copy.noticeDetail}>
        <strong>{copy.notice}</strong>
        <span className="visually-hidden"> — {copy.noticeDetail}</span>
      </p>
      <h1 className="player-header__name">{name}</h1>
      <div className="player-header__tools">
        <button type="button" className="player-button" onClick={onPaytable}>
          {copy.paytable}
        </button>
        <button type="button" className="player-button" onClick={onRules}>
          {copy.rules}
        </button>
        <button type="button" className="player-button" onClick={onHistory}>
          {history}
        </button>
        <button type="button" className="player-button" aria-pressed={soundOn} onClick={onSound}>
          {copy.sound}
        </button>
      </div>
    </header>
  );
}
