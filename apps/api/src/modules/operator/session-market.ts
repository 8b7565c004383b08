import { marketIds, markets } from "@quillspin/content";
import type { JurisdictionId } from "@quillspin/contracts";
import type { DbExecutor } from "../mail/outbox";
import { choicesOf } from "../partner-area/rtp-version-choices";

/** What a market brings to a sandbox session: its build, and the RTP version the partner picked there. */
export interface MarketDefaults {
  jurisdiction: JurisdictionId;
  /** Absent where the partner picked none for the game in that market: the stated version plays. */
  rtp?: number;
}

/** The markets a session may name, for a refusal's words. */
export const marketList = marketIds.join(", ");

/**
 * The partner's choices for `market` as a session of `game` plays them (issue 28: "a partner's RTP
 * version and jurisdiction per market apply to its sandbox sessions"), or null for a market the
 * studio does not list.
 */
export async function marketDefaults(
  db: DbExecutor,
  accountId: string,
  game: string,
  market: string,
): Promise<MarketDefaults | null> {
  const listed = markets.find((candidate) => candidate.id === market);
  if (!listed) return null;
  const choice = (await choicesOf(db, accountId, game)).find((picked) => picked.market === listed.id);
  return { jurisdiction: listed.jurisdiction, ...(choice ? { rtp: choice.version } : {}) };
}
