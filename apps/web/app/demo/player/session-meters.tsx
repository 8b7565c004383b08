import type { JurisdictionProfile } from "@quillspin/contracts";
import { demoSessionMessages } from "../../locale/areas/demo-session";
import { useMessages } from "../../locale/locale-context";
import { usePlayerMoney } from "./player-money";
import type { PlayerSession } from "./player-session";
import { formatElapsed, useElapsedMs } from "./session-clock";

/** The session's elapsed time, ticking; mounted only where the profile shows it. */
function SessionTime({ startedAt }: { startedAt: string }) {
  const elapsed = useElapsedMs(startedAt);
  return (
    <dd data-testid="session-time" suppressHydrationWarning>
      {formatElapsed(elapsed)}
    </dd>
  );
}

/**
 * What a profile keeps on screen beside the reels (decision 31): the RTP before the first stake, the
 * session's elapsed time and its net position. Nothing for a profile that asks for none.
 */
export function SessionMeters({
  session,
  netPosition,
  profile,
}: {
  session: Pick<PlayerSession, "rtp_version" | "started_at">;
  /** The session's net position as the balance on screen has it: a stake taken at the press counts. */
  netPosition: number;
  profile: JurisdictionProfile;
}) {
  const copy = useMessages(demoSessionMessages).demoSession;
  const money = usePlayerMoney();
  if (!profile.rtpOnScreen && !profile.sessionMeters) return null;
  return (
    <dl className="session-meters">
      {profile.rtpOnScreen ? (
        <div>
          <dt>{copy.rtp}</dt>
          <dd data-testid="session-rtp">{`${session.rtp_version.rtp.toFixed(2)}%`}</dd>
        </div>
      ) : null}
      {profile.sessionMeters ? (
        <>
          <div>
            <dt>{copy.sessionTime}</dt>
            <SessionTime startedAt={session.started_at} />
          </div>
          <div>
            <dt>{copy.netPosition}</dt>
            <dd data-testid="net-position">{money.net(netPosition)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
