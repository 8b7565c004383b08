import { demoPlayerMessages } from "../../locale/areas/demo-player";
import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useMessages } from "../../locale/locale-context";
import type { PlayerExit } from "./player-exit";

interface PlayerHeaderProps {
  name: string;
  /** The game's page here, or a sandbox session's operator lobby. */
  exit: PlayerExit;
  /** A sandbox session's test player: the notice says test money instead of play money. */
  sandboxPlayer: string | null;
  soundOn: boolean;
  onSound: () => void;
  onPaytable: () => void;
  onRules: () => void;
  onHistory: () => void;
}

/**
 * The way out to the game's page or the operator's lobby (on phones the demo fills the window and Back
 * may not lead there),
 * the game's name, the permanent notice of the money played (play money, or a sandbox's test money) and the info, history and sound buttons.
 */
export function PlayerHeader({
  name,
  exit,
  sandboxPlayer,
  soundOn,
  onSound,
  onPaytable,
  onRules,
  onHistory,
}: PlayerHeaderProps) {
  const copy = useMessages(demoPlayerMessages).demoPlayer;
  const { history } = useMessages(demoSessionMessages).demoSession;
  const [notice, detail] =
    sandboxPlayer === null
      ? [copy.notice, copy.noticeDetail]
      : [copy.sandboxNotice, copy.sandboxNoticeDetail(sandboxPlayer)];
  return (
    <header className="player-header">
      <a
        className="player-button player-exit"
        href={exit.href}
        target="_top"
        aria-label={exit.toLobby ? copy.exitToLobbyLabel : copy.exitLabel(name)}
      >
        <span aria-hidden="true">←</span> {copy.exit}
      </a>
      <p
        className={sandboxPlayer === null ? "demo-notice" : "demo-notice demo-notice--sandbox"}
        title={detail}
        data-testid="session-notice"
      >
        <strong>{notice}</strong>
        <span className="visually-hidden"> — {detail}</span>
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
