import { type DemoRoundSummary, demoReplayDays, roundHistoryLength, siteRoutes } from "@quillspin/contracts";
import { useCallback, useEffect, useState } from "react";
import { demoReplayMessages } from "../../locale/areas/demo-replay";
import { useMessages } from "../../locale/locale-context";
import { Modal } from "../../modals/modal";
import { replayAddress } from "../replay/replay-address";
import { roundPlayedTime } from "../replay/round-time";
import { ShareLink } from "../replay/share-link";
import { usePlayerMoney } from "./player-money";
import type { PlayerSessionKind } from "./player-session";
import { sessionRounds } from "./spin-port";

type Load = { state: "loading" } | { state: "ready"; rounds: DemoRoundSummary[] } | { state: "failed" };

export interface RoundHistoryProps {
  sessionId: string;
  /** Which API holds the session's rounds (a sandbox session's are in its currency's minor units). */
  kind: PlayerSessionKind;
  slug: string;
  /** The session's round count: a new round while the history is open reloads it. */
  rounds: number;
  open: boolean;
  onClose: () => void;
}

/** The session's rounds, newest first: time, bet, win and the round id, which links to its replay. */
export function RoundHistoryDialog({ sessionId, kind, slug, rounds, open, onClose }: RoundHistoryProps) {
  const copy = useMessages(demoReplayMessages).demoReplay;
  const money = usePlayerMoney();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const fetchRounds = useCallback(() => {
    setLoad({ state: "loading" });
    sessionRounds({ id: sessionId, kind }).then(
      (list) => setLoad({ state: "ready", rounds: list }),
      () => setLoad({ state: "failed" }),
    );
  }, [sessionId, kind]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new round (autoplay plays on behind the dialog) reloads the list
  useEffect(() => {
    if (open) fetchRounds();
  }, [fetchRounds, open, rounds]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={copy.historyTitle}
      className="player-dialog player-dialog--wide"
    >
      <p className="muted">{copy.historyLead(demoReplayDays)}</p>
      {load.state === "loading" ? <p role="status">{copy.historyLoading}</p> : null}
      {load.state === "failed" ? (
        <p role="alert">
          {copy.historyFailed}{" "}
          <button type="button" className="player-button" onClick={fetchRounds}>
            {copy.retry}
          </button>
        </p>
      ) : null}
      {load.state === "ready" && load.rounds.length === 0 ? <p>{copy.historyEmpty}</p> : null}
      {load.state === "ready" && load.rounds.length > 0 ? (
        <div className="round-history__scroll">
          <table className="round-history">
            <thead>
              <tr>
                <th scope="col">{copy.columns.time}</th>
                <th scope="col">{copy.columns.bet}</th>
                <th scope="col">{copy.columns.win}</th>
                <th scope="col">{copy.columns.round}</th>
              </tr>
            </thead>
            <tbody>
              {load.rounds.map((round) => (
                <tr key={round.id} data-round={round.id}>
                  <td>{roundPlayedTime(round.played_at)}</td>
                  <td>{money.format(round.bet)}</td>
                  <td>{money.format(round.win)}</td>
                  <td>
                    <a
                      className="round-history__id"
                      href={siteRoutes.demoReplay(slug, round.id)}
                      target="_blank"
                      rel="noopener"
                      aria-label={copy.roundLabel(round.id)}
                    >
                      {round.id}
                    </a>{" "}
                    <ShareLink href={replayAddress(slug, round.id)} label={copy.shareLabel(round.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {load.rounds.length >= roundHistoryLength ? (
            <p className="muted">{copy.historyCapped(roundHistoryLength)}</p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
