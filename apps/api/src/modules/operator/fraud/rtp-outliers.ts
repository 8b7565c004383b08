import { type FraudSignal, roundsPerFraudSignal } from "@quillspin/contracts";
import { and, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rowsOf } from "../../../db/raw-rows";
import { operatorRounds } from "../operator.tables";
import { rtpPercent } from "../reports/minor-unit-sums";
import { countedStatuses } from "../reports/operator-report";
import type { ReportRange } from "../reports/report-range";
import { roundReturnModel } from "./game-deviation";

/** Fewer rounds than this say too little about a player's luck to flag it. */
export const rtpOutlierMinRounds = 1_000;
/** How far from the stated RTP, in standard errors, a realised RTP is flagged: 3 (about 1 in 370 by chance). */
export const rtpOutlierStandardErrors = 3;

type Signal = Extract<FraudSignal, { kind: "rtp-outlier" }>;

interface ModeRow {
  player_id: string;
  game: string;
  rtp_version: number | null;
  currency: string;
  mode: string;
  rounds: number | string;
  bets: string;
  wins: string;
  bet_squares: string;
  first_at: string | Date;
  last_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The mode a round was played in, as the PAR sheet names it, from the outcome stored with it. */
const modeOfRound = sql`case
  when ${operatorRounds.outcome}->>'buy' is not null then 'buy:' || (${operatorRounds.outcome}->>'buy')
  when ${operatorRounds.outcome}->>'double_chance' = 'true' then 'double-chance'
  else 'base' end`;

/**
 * Per player, game, RTP version and currency (RTP is a ratio, but bets of two currencies are never
 * added): the realised RTP over the range against the version's stated RTP. Rounds of different stakes
 * and modes weigh differently, so the standard error is the exact one of a ratio of sums with fixed
 * stakes: the variance of the total win is sum(stake^2 x sd_mode^2), with each mode's deviation per unit
 * staked from the PAR sheet, and the error of the RTP is its root over the total staked. A group of at
 * least 1,000 rounds whose RTP is more than 3 standard errors away, either way, is flagged with the
 * rounds that paid the most.
 */
export async function rtpOutliers(db: Db, operatorId: string, range: ReportRange): Promise<Signal[]> {
  const result = await db.execute(sql`
    with modes as (
      select ${operatorRounds.playerId} as player_id, ${operatorRounds.game} as game,
        ${operatorRounds.rtpVersion} as rtp_version, ${operatorRounds.currency} as currency,
        ${modeOfRound} as mode,
        count(*)::int as rounds,
        sum(${operatorRounds.betMinor})::text as bets,
        sum(${operatorRounds.winMinor})::text as wins,
        sum(${operatorRounds.betMinor}::numeric * ${operatorRounds.betMinor})::text as bet_squares,
        min(${operatorRounds.createdAt}) as first_at,
        max(${operatorRounds.createdAt}) as last_at
      from ${operatorRounds}
      where ${operatorRounds.operatorId} = ${operatorId}
        and ${operatorRounds.createdAt} >= ${range.start.toISOString()}
        and ${operatorRounds.createdAt} < ${range.end.toISOString()}
        and ${countedStatuses}
      group by 1, 2, 3, 4, 5
    ), sized as (
      select *, sum(rounds) over (partition by player_id, game, rtp_version, currency) as group_rounds
      from modes
    )
    select * from sized where group_rounds >= ${rtpOutlierMinRounds}
    order by player_id, game, rtp_version nulls first, currency, mode`);

  const groups = new Map<string, ModeRow[]>();
  for (const row of rowsOf<ModeRow>(result)) {
    const key = JSON.stringify([row.player_id, row.game, row.rtp_version, row.currency]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const signals: Signal[] = [];
  for (const modes of groups.values()) {
    const [first] = modes;
    if (!first) continue;
    const model = roundReturnModel(first.game, first.rtp_version);
    if (!model) continue;
    // Only rounds of a mode the PAR sheet measured can be tested; a mode it lacks is left out.
    const tested = modes.filter((mode) => model.deviationOf(mode.mode) !== null);
    const rounds = tested.reduce((sum, mode) => sum + Number(mode.rounds), 0);
    if (rounds < rtpOutlierMinRounds) continue;
    const bets = tested.reduce((sum, mode) => sum + BigInt(mode.bets), 0n);
    const wins = tested.reduce((sum, mode) => sum + BigInt(mode.wins), 0n);
    const variance = tested.reduce(
      (sum, mode) => sum + Number(mode.bet_squares) * (model.deviationOf(mode.mode) ?? 0) ** 2,
      0,
    );
    // Statistics, not money: the test's figures may be floats, the sums it reports are not.
    const realised = (Number(wins) / Number(bets)) * 100;
    const standardError = (Math.sqrt(variance) / Number(bets)) * 100;
    if (standardError <= 0) continue;
    const distance = (realised - model.statedRtpPercent) / standardError;
    if (Math.abs(distance) <= rtpOutlierStandardErrors) continue;
    const roundIds = await biggestWins(db, operatorId, range, first);
    const realisedText = rtpPercent(wins, bets) ?? "0.00";
    signals.push({
      kind: "rtp-outlier",
      summary: `Player ${first.player_id} got ${realisedText}% back on ${first.game} over ${rounds} rounds in ${first.currency}, ${Math.abs(distance).toFixed(1)} standard errors ${distance > 0 ? "above" : "below"} its stated ${model.statedRtpPercent}%.`,
      subject: {
        player_id: first.player_id,
        game: first.game,
        rtp_version: model.versionId,
        currency: first.currency,
      },
      figures: {
        rounds,
        bets: bets.toString(),
        wins: wins.toString(),
        realised_rtp_percent: realisedText,
        stated_rtp_percent: model.statedRtpPercent,
        standard_error_points: Math.round(standardError * 100) / 100,
        standard_errors: Math.round(distance * 100) / 100,
      },
      window: {
        from: iso(tested.map((mode) => iso(mode.first_at)).sort()[0] ?? first.first_at),
        to: iso(
          tested
            .map((mode) => iso(mode.last_at))
            .sort()
            .at(-1) ?? first.last_at,
        ),
      },
      round_ids: roundIds,
    });
  }
  return signals;
}

/** The rounds of one flagged group that paid the most, largest first. */
async function biggestWins(
  db: Db,
  operatorId: string,
  range: ReportRange,
  group: Pick<ModeRow, "player_id" | "game" | "rtp_version" | "currency">,
): Promise<string[]> {
  const rows = await db
    .select({ id: operatorRounds.id })
    .from(operatorRounds)
    .where(
      and(
        eq(operatorRounds.operatorId, operatorId),
        eq(operatorRounds.playerId, group.player_id),
        eq(operatorRounds.game, group.game),
        group.rtp_version === null
          ? isNull(operatorRounds.rtpVersion)
          : eq(operatorRounds.rtpVersion, group.rtp_version),
        eq(operatorRounds.currency, group.currency),
        gte(operatorRounds.createdAt, range.start),
        lt(operatorRounds.createdAt, range.end),
        countedStatuses,
      ),
    )
    .orderBy(desc(operatorRounds.winMinor), desc(operatorRounds.createdAt))
    .limit(roundsPerFraudSignal);
  return rows.map((row) => row.id);
}
