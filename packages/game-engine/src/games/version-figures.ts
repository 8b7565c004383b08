import simulatedRtp from "../../rtp-results/simulated-rtp.json";
import versionsReport from "../../rtp-results/versions.json";
import { type RtpVersion, rtpVersions } from "./index";

/** A version's RTP as an independent simulation measured it: total, 95% interval, rounds and seed. */
export interface VerifiedRtp {
  readonly rtp: number;
  readonly ci95: number;
  readonly spins: number;
  readonly seed: number;
}

/** One RTP version with its verified figure, as the game page, the demo and the client area show it. */
export interface RtpVersionFigures extends RtpVersion {
  /** The committed report's measurement, or null for a version not measured yet. */
  readonly verified: VerifiedRtp | null;
  /**
   * The RTP a player is told on the demo's rules screen: the stated one for the stated version, the
   * target a lower one is calibrated to. Not the verified figure: a sample's total carries its interval
   * (± 3.7 points for Admiral Wilds at 600,000 rounds), which the game page shows beside it.
   */
  readonly rtp: number;
}

interface MeasuredRow {
  readonly game: string;
  readonly mode?: string;
  readonly version?: number;
  readonly rtp: number;
  readonly ci95: number;
  readonly spins: number;
  readonly seed: number;
}

function verifiedOf(row: MeasuredRow | undefined): VerifiedRtp | null {
  return row ? { rtp: row.rtp, ci95: row.ci95, spins: row.spins, seed: row.seed } : null;
}

/**
 * A game's RTP versions (decision 28), the stated one first, each with its verified figure: the stated
 * version's from the committed RTP report, a lower one's from the versions report (`rtp-results/versions`).
 */
export function rtpVersionFigures(slug: string): readonly RtpVersionFigures[] {
  const stated = (simulatedRtp.rows as readonly MeasuredRow[]).find(
    (row) => row.game === slug && row.mode === "base",
  );
  const lower = versionsReport.rows as readonly MeasuredRow[];
  return rtpVersions(slug).map((version) => {
    const verified = verifiedOf(
      version.stated ? stated : lower.find((row) => row.game === slug && row.version === version.id),
    );
    return { ...version, verified, rtp: version.target };
  });
}
