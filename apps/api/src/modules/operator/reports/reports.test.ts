import { zodWording } from "@quillspin/contracts";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/support/accounts";
import { gameServerWithTestWallet } from "../../../../test/support/operators";
import {
  insertRounds,
  partnerCall,
  partnerWithCredentials,
  playSandbox,
} from "../../../../test/support/sandbox-play";
import type { App } from "../../../app";
import { reportCsvColumns } from "./report-csv";

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface ApiRound {
  game: string;
  currency: string;
  bet: number;
  win: number | null;
  status: string;
  created_at: string;
}

/** Every round the partner's rounds list answers: the report is checked against it, not against its own SQL. */
async function allRounds(app: App, headers: Record<string, string>): Promise<ApiRound[]> {
  const rounds: ApiRound[] = [];
  let cursor: string | null = null;
  do {
    const page = await partnerCall(
      app,
      "GET",
      `/rounds?limit=100${cursor ? `&cursor=${cursor}` : ""}`,
      headers,
    );
    expect(page.statusCode, page.body).toBe(200);
    rounds.push(...page.json().data);
    cursor = page.json().next_cursor;
  } while (cursor);
  return rounds;
}

/** The report's rows worked out by hand from the rounds: drawn or settled ones, per day, game and currency. */
function expectedRows(rounds: ApiRound[]) {
  const rows = new Map<
    string,
    { day: string; game: string; currency: string; rounds: number; bets: bigint; wins: bigint }
  >();
  for (const round of rounds) {
    if (round.status !== "settled" && round.status !== "drawn") continue;
    const day = round.created_at.slice(0, 10);
    const key = `${day} ${round.game} ${round.currency}`;
    const row = rows.get(key) ?? {
      day,
      game: round.game,
      currency: round.currency,
      rounds: 0,
      bets: 0n,
      wins: 0n,
    };
    row.rounds += 1;
    row.bets += BigInt(round.bet);
    row.wins += BigInt(round.win ?? 0);
    rows.set(key, row);
  }
  return [...rows.values()]
    .sort((a, b) =>
      a.day === b.day
        ? a.game === b.game
          ? a.currency.localeCompare(b.currency)
          : a.game.localeCompare(b.game)
        : a.day.localeCompare(b.day),
    )
    .map((row) => ({
      day: row.day,
      game: row.game,
      currency: row.currency,
      rounds: row.rounds,
      bets: row.bets.toString(),
      wins: row.wins.toString(),
      ggr: (row.bets - row.wins).toString(),
    }));
}

describe("the sandbox report: bets, wins, GGR and RTP per game, day and currency", () => {
  const server = gameServerWithTestWallet();

  it("adds up exactly to the rounds played, per currency and day, and the CSV says the same", async () => {
    const partner = await partnerWithCredentials(server.app);
    // Played through the game server against the reference wallet: two games in EUR, one in JPY.
    await playSandbox(
      server.app,
      partner.headers,
      { game: "quest-of-ra", currency: "EUR", player_id: "ada" },
      4,
      1,
    );
    await playSandbox(
      server.app,
      partner.headers,
      { game: "wild-dragon-respin", currency: "EUR", player_id: "ada" },
      2,
    );
    await playSandbox(
      server.app,
      partner.headers,
      { game: "quest-of-ra", currency: "JPY", player_id: "ben" },
      3,
      2,
    );
    // Older days, and rounds that moved no money or still owe their win, written straight to the table.
    const now = Date.now();
    const yesterday = new Date(now - DAY_MS);
    const earlier = new Date(now - 3 * DAY_MS);
    await insertRounds(server.app, [
      { operatorId: partner.operatorId, betMinor: 200, winMinor: 1_150, createdAt: yesterday },
      { operatorId: partner.operatorId, betMinor: 200, winMinor: 0, createdAt: yesterday },
      { operatorId: partner.operatorId, betMinor: 500, winMinor: 120, createdAt: earlier, currency: "JPY" },
      {
        operatorId: partner.operatorId,
        betMinor: 100,
        winMinor: 40,
        createdAt: earlier,
        status: "drawn",
        settledAt: null,
      },
      {
        operatorId: partner.operatorId,
        betMinor: 100,
        winMinor: null,
        createdAt: earlier,
        status: "rolled_back",
      },
      {
        operatorId: partner.operatorId,
        betMinor: 100,
        winMinor: null,
        createdAt: earlier,
        status: "bet_refused",
      },
      // Outside the default range of 30 days: never counted.
      { operatorId: partner.operatorId, betMinor: 100, winMinor: 0, createdAt: new Date(now - 40 * DAY_MS) },
    ]);

    const rounds = await allRounds(server.app, partner.headers);
    const inRange = rounds.filter((round) => Date.parse(round.created_at) > now - 30 * DAY_MS);
    const answer = await partnerCall(server.app, "GET", "/reports", partner.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json();
    expect(report).toMatchObject({
      operator_id: partner.operatorId,
      to: isoDay(new Date()),
      currency: null,
      game: null,
    });
    const expected = expectedRows(inRange);
    expect(report.rows.map(({ rtp_percent: _, ...row }: Record<string, unknown>) => row)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    for (const row of report.rows) {
      const rtp = (BigInt(row.wins) * 1_000_000n) / BigInt(row.bets);
      expect(Math.abs(Number(row.rtp_percent) * 10_000 - Number(rtp))).toBeLessThanOrEqual(50);
    }

    // One total per currency, each the sum of its own rows only.
    expect(report.totals.map((total: { currency: string }) => total.currency)).toEqual(["EUR", "JPY"]);
    for (const total of report.totals) {
      const own = expected.filter((row) => row.currency === total.currency);
      const bets = own.reduce((sum, row) => sum + BigInt(row.bets), 0n);
      const wins = own.reduce((sum, row) => sum + BigInt(row.wins), 0n);
      expect(total).toMatchObject({
        rounds: own.reduce((sum, row) => sum + row.rounds, 0),
        bets: bets.toString(),
        wins: wins.toString(),
        ggr: (bets - wins).toString(),
      });
    }
    const eur = report.totals.find((total: { currency: string }) => total.currency === "EUR");
    // The 6 rounds played in EUR today, 2 yesterday and the drawn one of three days ago.
    expect(eur.rounds).toBe(9);

    const jpy = (await partnerCall(server.app, "GET", "/reports?currency=JPY", partner.headers)).json();
    expect(jpy.rows.every((row: { currency: string }) => row.currency === "JPY")).toBe(true);
    expect(jpy.totals).toEqual([report.totals[1]]);
    const oneGame = (
      await partnerCall(server.app, "GET", "/reports?game=wild-dragon-respin", partner.headers)
    ).json();
    expect(oneGame.rows).toEqual(
      report.rows.filter((row: { game: string }) => row.game === "wild-dragon-respin"),
    );
    const yesterdayOnly = (
      await partnerCall(
        server.app,
        "GET",
        `/reports?from=${isoDay(yesterday)}&to=${isoDay(yesterday)}`,
        partner.headers,
      )
    ).json();
    expect(yesterdayOnly.rows).toEqual([
      {
        day: isoDay(yesterday),
        game: "quest-of-ra",
        currency: "EUR",
        rounds: 2,
        bets: "400",
        wins: "1150",
        ggr: "-750",
        rtp_percent: "287.50",
      },
    ]);

    const csv = await partnerCall(server.app, "GET", "/reports.csv", partner.headers);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="quillspin-sandbox-report-op_/);
    const records: string[][] = parse(csv.body.replace(/^\uFEFF/, ""), { record_delimiter: "\r\n" });
    expect(records[0]).toEqual([...reportCsvColumns]);
    expect(records.slice(1)).toEqual(
      report.rows.map((row: Record<string, unknown>) =>
        [row.day, row.game, row.currency, row.rounds, row.bets, row.wins, row.ggr, row.rtp_percent].map(
          String,
        ),
      ),
    );
  });

  it("shows another partner nothing of it, and nothing to a partner without credentials", async () => {
    const partner = await partnerWithCredentials(server.app);
    await playSandbox(server.app, partner.headers, { game: "quest-of-ra", currency: "EUR" }, 2);
    const mine = (await partnerCall(server.app, "GET", "/reports", partner.headers)).json();
    expect(mine.totals[0]).toMatchObject({ currency: "EUR", rounds: 2 });

    const other = await partnerWithCredentials(server.app);
    const theirs = (await partnerCall(server.app, "GET", "/reports", other.headers)).json();
    expect(theirs).toMatchObject({ operator_id: other.operatorId, rows: [], totals: [] });
    const stranger = await signedIn(server.app, { role: "partner", status: "approved" });
    expect((await partnerCall(server.app, "GET", "/reports", stranger.headers)).json()).toMatchObject({
      operator_id: null,
      rows: [],
      totals: [],
    });
    const csv = await partnerCall(server.app, "GET", "/reports.csv", other.headers);
    expect(parse(csv.body.replace(/^\uFEFF/, ""), { record_delimiter: "\r\n" })).toHaveLength(1);
    expect(
      (await server.app.inject({ method: "GET", url: "/v1/partner/integration/reports" })).statusCode,
    ).toBe(401);
    const editor = await signedIn(server.app, { role: "editor", status: "approved" });
    expect((await partnerCall(server.app, "GET", "/reports", editor.headers)).statusCode).toBe(403);
  });

  it("adds bets past 2^53 exactly, as decimal strings", async () => {
    const partner = await partnerWithCredentials(server.app);
    // Three rounds of 4 x 10^15 yen, each a safe integer; their sum is not.
    const stake = 4_000_000_000_000_000;
    const at = new Date(Date.now() - 60_000);
    await insertRounds(
      server.app,
      [0, 1, 2].map((index) => ({
        operatorId: partner.operatorId,
        currency: "JPY",
        betMinor: stake,
        winMinor: index === 0 ? stake + 7 : 0,
        createdAt: at,
      })),
    );
    const report = (await partnerCall(server.app, "GET", "/reports", partner.headers)).json();
    expect(report.totals).toEqual([
      {
        currency: "JPY",
        rounds: 3,
        bets: "12000000000000000",
        wins: "4000000000000007",
        ggr: "7999999999999993",
        rtp_percent: "33.33",
      },
    ]);
    const csv = await partnerCall(server.app, "GET", "/reports.csv", partner.headers);
    const [, row] = parse(csv.body.replace(/^\uFEFF/, ""), { record_delimiter: "\r\n" }) as string[][];
    expect(row?.slice(4, 7)).toEqual(["12000000000000000", "4000000000000007", "7999999999999993"]);
  });

  it("refuses a range it cannot answer in plain words", async () => {
    const partner = await partnerWithCredentials(server.app);
    const refusal = async (query: string) => {
      const answer = await partnerCall(server.app, "GET", `/reports?${query}`, partner.headers);
      expect(answer.statusCode, answer.body).toBe(400);
      const { message } = answer.json();
      expect(message).not.toMatch(zodWording);
      return message as string;
    };
    expect(await refusal("from=2026-03-10&to=2026-03-01")).toBe(
      "querystring.to: To (2026-03-01) must be on or after From (2026-03-10)",
    );
    expect(await refusal("from=2026-01-01&to=2026-06-30")).toMatch(
      /^querystring.from: a report covers at most 92 days, and 2026-01-01 to 2026-06-30 is 181/,
    );
    expect(await refusal("from=yesterday")).toBe("querystring.from: From must be a date like 2026-01-31");
    expect(await refusal("currency=euro")).toBe(
      "querystring.currency: Currency must be an ISO 4217 code such as EUR",
    );
    expect(await refusal("game=Quest%20of%20Ra")).toBe(
      "querystring.game: Game must be a game's slug, such as quest-of-ra",
    );
    const signals = await partnerCall(
      server.app,
      "GET",
      "/fraud-signals?from=2026-03-10&to=2026-03-01",
      partner.headers,
    );
    expect(signals.statusCode).toBe(400);
  });
});
