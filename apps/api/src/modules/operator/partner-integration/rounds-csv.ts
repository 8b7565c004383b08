import { csvByteOrderMark } from "@quillspin/contracts";
import { csvRow } from "@quillspin/csv";
import type { OperatorRounds } from "../operator-rounds.service";

/** The export's columns, in order; money in the currency's minor units, as on the API. */
export const roundExportColumns = [
  "Round id",
  "Played at",
  "Settled at",
  "Player id",
  "Game",
  "RTP version",
  "Jurisdiction",
  "Currency",
  "Bet (minor units)",
  "Win (minor units)",
  "Status",
  "Wallet refusal",
] as const;

/** People open it in a spreadsheet: every cell quoted, and formulas made text by the CSV package. */
const quoteEveryCell = { quoteEveryCell: true } as const;
const BATCH = 500;

export type RoundFilters = Omit<Parameters<OperatorRounds["rounds"]>[1], "cursor" | "limit">;

/**
 * The operator's rounds matching the filters as CSV, newest first, read page by page through the same
 * keyset pagination as the list, so a long history never sits in memory whole.
 */
export async function* roundsCsv(
  rounds: OperatorRounds,
  operatorId: string | null,
  filters: RoundFilters,
): AsyncGenerator<string> {
  yield csvByteOrderMark + csvRow(roundExportColumns, quoteEveryCell);
  if (!operatorId) return;
  let cursor: string | undefined;
  do {
    const page = await rounds.rounds(operatorId, { ...filters, limit: BATCH, ...(cursor ? { cursor } : {}) });
    if (page.data.length > 0) {
      yield page.data
        .map((round) =>
          csvRow(
            [
              round.round_id,
              round.created_at,
              round.settled_at,
              round.player_id,
              round.game,
              round.rtp_version,
              round.jurisdiction,
              round.currency,
              round.bet,
              round.win,
              round.status,
              round.refusal,
            ],
            quoteEveryCell,
          ),
        )
        .join("");
    }
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
}
