import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useMessages } from "../../locale/locale-context";
import { Modal } from "../../modals/modal";
import { playerExitOf } from "./player-exit";
import { usePlayerMoney } from "./player-money";
import type { PlayerSession } from "./player-session";
import { formatElapsed, useElapsedMs } from "./session-clock";

export interface RealityCheckDialogProps {
  session: Pick<PlayerSession, "game" | "started_at" | "net_position"> & { lobby_url?: string | null };
  /** Whether the check is on screen (`useRealityCheck`). */
  open: boolean;
  /** The player continues: the check closes until the next interval. */
  onDismiss: () => void;
}

/** The reality check: session time, net position, continue or leave. */
export function RealityCheckDialog({ session, open, onDismiss }: RealityCheckDialogProps) {
  const copy = useMessages(demoSessionMessages).demoSession;
  const money = usePlayerMoney();
  const elapsed = useElapsedMs(session.started_at);
  return (
    <Modal
      open={open}
      onClose={onDismiss}
      title={copy.realityCheckTitle}
      className="player-dialog reality-check"
    >
      <p data-testid="reality-check-time">{copy.realityCheckTime(formatElapsed(elapsed))}</p>
      <p data-testid="reality-check-net">{copy.realityCheckNet(money.net(session.net_position))}</p>
      <p>{copy.realityCheckQuestion}</p>
      <p className="reality-check__actions">
        <button type="button" className="button button--primary" onClick={onDismiss}>
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
