import type { DemoRound, JurisdictionId } from "@quillspin/contracts";
import type { GameState } from "@quillspin/game-engine";

/** A win the player may gamble: its stake, the move it would be, and the round's most it may grow to. */
export interface GambleOffer {
  stakeCents: number;
  move: number;
  maxPayCents: number;
}

/**
 * The autoplay under way: the id the player's rounds carry, and with a loss limit, the limit and the
 * session's net position when the run began, so what the run has lost is known at every round.
 */
export interface AutoplayRun {
  id: string;
  lossLimitCents: number | null;
  startNetCents: number;
}

/** A demo session as the stores keep it. Money is in whole cents, so no sum of rounds ever drifts. */
export interface DemoSessionRecord {
  id: string;
  game: string;
  /**
   * The RTP version every round of the session plays (decision 28); null for the stated one, which is
   * also what sessions stored before versions existed play.
   */
  rtpVersion: number | null;
  /** The jurisdiction profile (decision 31); sessions stored before profiles play the .com one. */
  jurisdiction: JurisdictionId;
  /** Raised by every change; a write lands only on the version it was computed from. */
  version: number;
  balanceCents: number;
  startingBalanceCents: number;
  /** Staked and won over the whole session (spins, buys, gamble moves): its net position is the difference. */
  stakedCents: number;
  wonCents: number;
  /** The bet of the latest round, or the default before the first one. */
  betCents: number;
  rounds: number;
  gameState: GameState;
  gamble: GambleOffer | null;
  /** The latest round, kept so a retried spin answers it again rather than playing another. */
  lastRound: DemoRound | null;
  /** When the latest round was accepted, for the profile's minimum time between rounds. */
  lastRoundAt: Date | null;
  autoplay: AutoplayRun | null;
  /** Ids of the latest rounds, so a late retry of an older one is refused rather than charged again. */
  playedRoundIds: string[];
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Where demo sessions live: the database, or Redis when the API has it. Either way every API instance
 * sees the same balance, so consecutive spins may land on different instances.
 */
export interface DemoSessionStore {
  create(session: DemoSessionRecord): Promise<void>;
  /** The session, or null when there is none or it has expired by `now`. */
  find(id: string, now: Date): Promise<DemoSessionRecord | null>;
  /**
   * Writes `next` only while the stored session is still at `next.version - 1` and unexpired; false
   * when another request changed it first, so the caller reads it again and recomputes.
   */
  replace(next: DemoSessionRecord, now: Date): Promise<boolean>;
}
