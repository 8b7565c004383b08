import { useEffect, useRef, useState } from "react";
import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useMessages } from "../../locale/locale-context";
import { Modal } from "../../modals/modal";
import { playerExitOf } from "./player-exit";
import { usePlayerMoney } from "./player-money";
import type { PlayerSession } from "./player-session";
import { formatElapsed, useElapsedMs } from "./session-clock";
import type { PlayerStatus } from "./use-demo-player";

/**
 * Whether a reality check is due: at every whole interval of session time (counted from the launch, so a
 * reload keeps the rhythm). `onDue` runs as one falls due, to stop an autoplay; `dismiss` waits for the
 * next.
 */
function useRealityCheckDue(startedAt: string, intervalMs: number, onDue: () => void) {
  const [due, setDue] = useState(false);
  const whenDue = useRef(onDue);
  whenDue.current = onDue;
  useEffect(() => {
    if (due) return;
    const elapsed = Date.now() - Date.parse(startedAt);
    const next = (Math.floor(elapsed / intervalMs) + 1) * intervalMs;
    const timer = setTimeout(() => {
      setDue(true);
      whenDue.current();
    }, next - elapsed);
    return () => clearTimeout(timer);
  }, [due, intervalMs, startedAt]);
  return { due, dismiss: () => setDue(false) };
}

export interface RealityCheckDialogProps {
  session: Pick<PlayerSession, "game" | "started_at" | "net_position"> & { lobby_url?: string | null };
  status: PlayerStatus;
  /** Runs as a check falls due: an autoplay stops there. */
  onDue: () => void;
  intervalMs: number;
}

/** The reality check: session time, net position, continue or leave, at every interval of session time. */
export function RealityCheckDialog({ session, status, onDue, intervalMs }: RealityCheckDialogProps) {
  const copy = useMessages(demoSessionMessages).demoSession;
  const money = usePlayerMoney();
  const { due, dismiss } = useRealityCheckDue(session.started_at, intervalMs, onDue);
  const elapsed = useElapsedMs(session.started_at);
  // A round under way plays to its end first; the check then stops play until the player answers.
  return (
    <Modal
      open={due && status === "idle"}
      onClose={dismiss}
      title={copy.realityCheckTitle}
      className="player-dialog reality-check"
    >
      <p data-testid="reality-check-time">{copy.realityCheckTime(formatElapsed(elapsed))}</p>
      <p data-testid="reality-check-net">{copy.realityCheckNet(money.net(session.net_position))}</p>
      <p>{copy.realityCheckQuestion}</p>
      <p className="reality-check__actions">
        <button type="button" className="button button--primary" onClick={dismiss}>
          {copy.continuePlaying}
        </button>
        {/* The player often sits in the game page's dialog frame: where it leaves to replaces the whole tab. */}
        <a className="button" href={playerExitOf(session).href} target="_top">
          {copy.leaveGame}
        </a>
      </p>
    </Modal>
  );
}
