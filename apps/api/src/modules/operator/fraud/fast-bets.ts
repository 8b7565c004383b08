import { type FraudSignal, jurisdictionProfiles, roundsPerFraudSignal } from "@quillspin/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rowsOf } from "../../../db/raw-rows";
import { operatorRounds } from "../operator.tables";
import type { ReportRange } from "../reports/report-range";

type Signal = Extract<FraudSignal, { kind: "fast-bets" }>;

interface FastRound {
  id: string;
  session_id: string;
  player_id: string;
  game: string;
  jurisdiction: string;
  created_at: string | Date;
  gap_ms: number | string;
  min_ms: number | string;
}

/** The profiles that set a least time between two rounds of a session (decision 31): the UK's 2.5 s. */
const pacedProfiles = Object.values(jurisdictionProfiles).filter((profile) => profile.minRoundMs > 0);

/**
 * Players whose bets came faster than their jurisdiction profile allows: a round that began less than
 * the profile's `minRoundMs` after the same player's previous round in any paced session (every bet
 * sent to the wallet counts, refused or not, as each is a press of Spin), so two sessions played side by
 * side cannot halve the pace. A player's rounds are compared in the order they began, within the range
 * (so the first round of the range is measured against none); each signal names the session its fast
 * rounds were played in. Automated play, or a client not built for the market, shows here.
 */
export async function fastBets(db: Db, operatorId: string, range: ReportRange): Promise<Signal[]> {
  if (pacedProfiles.length === 0) return [];
  const profiles = sql.join(
    pacedProfiles.map((profile) => sql`(${profile.id}::text, ${profile.minRoundMs}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with profile(jurisdiction, min_ms) as (values ${profiles}),
    paced as (
      select ${operatorRounds.id} as id, ${operatorRounds.sessionId} as session_id,
        ${operatorRounds.playerId} as player_id, ${operatorRounds.game} as game,
        ${operatorRounds.jurisdiction} as jurisdiction, ${operatorRounds.createdAt} as created_at,
        profile.min_ms,
        extract(epoch from ${operatorRounds.createdAt} - lag(${operatorRounds.createdAt}) over (
          partition by ${operatorRounds.playerId}
          order by ${operatorRounds.createdAt}, ${operatorRounds.id}
        )) * 1000 as gap_ms
      from ${operatorRounds}
      join profile on profile.jurisdiction = ${operatorRounds.jurisdiction}
      where ${operatorRounds.operatorId} = ${operatorId}
        and ${operatorRounds.createdAt} >= ${range.start.toISOString()}
        and ${operatorRounds.createdAt} < ${range.end.toISOString()}
    )
    select id, session_id, player_id, game, jurisdiction, created_at, floor(gap_ms)::int as gap_ms, min_ms
    from paced
    where gap_ms < min_ms
    order by session_id, created_at, id`);

  const sessions = new Map<string, FastRound[]>();
  for (const round of rowsOf<FastRound>(result)) {
    sessions.set(round.session_id, [...(sessions.get(round.session_id) ?? []), round]);
  }
  return [...sessions.values()].flatMap((rounds): Signal[] => {
    const [first] = rounds;
    const last = rounds.at(-1);
    if (!first || !last) return [];
    const fastest = Math.min(...rounds.map((round) => Number(round.gap_ms)));
    const minimum = Number(first.min_ms);
    return [
      {
        kind: "fast-bets",
        summary: `Player ${first.player_id} began ${rounds.length} round${rounds.length === 1 ? "" : "s"} of ${first.game} sooner than the ${first.jurisdiction} profile's ${minimum / 1000} s after the player's previous round (fastest ${fastest} ms).`,
        subject: {
          session_id: first.session_id,
          player_id: first.player_id,
          game: first.game,
          jurisdiction: first.jurisdiction,
        },
        figures: {
          rounds_too_fast: rounds.length,
          fastest_gap_ms: fastest,
          profile_min_round_ms: minimum,
        },
        window: {
          from: new Date(first.created_at).toISOString(),
          to: new Date(last.created_at).toISOString(),
        },
        round_ids: rounds.slice(0, roundsPerFraudSignal).map((round) => round.id),
      },
    ];
  });
}
