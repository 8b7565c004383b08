import type { FraudSignal } from "@quillspin/contracts";
import { seededRng, spin, winInMinorUnits } from "@quillspin/game-engine";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedIn } from "../../../../test/support/accounts";
import { gameServerWithTestWallet, signedInject } from "../../../../test/support/operators";
import {
  insertRounds,
  partnerCall,
  partnerWithCredentials,
  playSandbox,
  type RoundInsert,
} from "../../../../test/support/sandbox-play";
import { auditEvents } from "../../audit/audit.tables";
import { demoGame } from "../../demos/demo-games";
import { roundOfSpin } from "../../demos/round-of-spin";
import { betsInMinorUnits } from "../money";
import { signatureFailureAction } from "../signature-failures";

const game = "wild-dragon-respin";

/**
 * A player's history as the game server would have stored it: `count` rounds drawn by the game's own
 * engine from a fixed seed, at the first four bets of its EUR ladder in turn, one every 5 s up to now.
 * `paidTimes` multiplies what each round paid, as a wallet or integration paying a player more than the
 * game drew would (2: every win credited twice).
 */
function playedHistory(operatorId: string, playerId: string, count: number, seed: number, paidTimes = 1) {
  const demo = demoGame(game);
  if (!demo) throw new Error(`${game} has no demo`);
  const bets = betsInMinorUnits(demo.betsCents, "EUR").slice(0, 4);
  const rng = seededRng(seed);
  let state = demo.model.initialState();
  const now = Date.now();
  return Array.from({ length: count }, (_, index): RoundInsert => {
    const bet = bets[index % bets.length] as number;
    const result = spin(demo.model, state, { bet: bet / 100, rng, trace: false });
    state = result.state;
    const win = winInMinorUnits(bet, result.exactWinMultiple) * paidTimes;
    const id = crypto.randomUUID();
    return {
      id,
      operatorId,
      playerId,
      game,
      betMinor: bet,
      winMinor: win,
      outcome: roundOfSpin(id, result, { cost: bet / 100, win: win / 100 }),
      createdAt: new Date(now - (count - index) * 5_000),
    };
  });
}

describe("fraud signals: RTP beyond three standard errors, bets faster than the profile, signature failures", () => {
  const server = gameServerWithTestWallet();
  const signalsOf = async (headers: Record<string, string>) => {
    const answer = await partnerCall(server.app, "GET", "/fraud-signals", headers);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().signals as FraudSignal[];
  };
  const ofKind = <Kind extends FraudSignal["kind"]>(signals: FraudSignal[], kind: Kind) =>
    signals.filter((signal): signal is Extract<FraudSignal, { kind: Kind }> => signal.kind === kind);

  it("flags a player paid twice the game's draws over 1,200 rounds, not a fair player nor a short history", async () => {
    const partner = await partnerWithCredentials(server.app);
    const fair = playedHistory(partner.operatorId, "fair-player", 1_200, 20_261_129);
    const doubled = playedHistory(partner.operatorId, "paid-twice", 1_200, 20_261_130, 2);
    const short = playedHistory(partner.operatorId, "paid-twice-briefly", 999, 20_261_131, 2);
    await insertRounds(server.app, [...fair, ...doubled, ...short]);

    const signals = await signalsOf(partner.headers);
    const outliers = ofKind(signals, "rtp-outlier");
    expect(outliers.map((signal) => signal.subject.player_id)).toEqual(["paid-twice"]);
    const [flag] = outliers;
    const bets = doubled.reduce((sum, round) => sum + round.betMinor, 0);
    const wins = doubled.reduce((sum, round) => sum + (round.winMinor ?? 0), 0);
    expect(flag).toMatchObject({
      subject: { player_id: "paid-twice", game, rtp_version: 96, currency: "EUR" },
      figures: { rounds: 1_200, bets: String(bets), wins: String(wins), stated_rtp_percent: 96.06 },
      window: {
        from: doubled[0]?.createdAt.toISOString(),
        to: doubled.at(-1)?.createdAt.toISOString(),
      },
    });
    expect(flag?.figures.standard_errors).toBeGreaterThan(3);
    // The error is the PAR sheet's deviation (2.83 per unit staked) over the stakes: about 8 points here.
    expect(flag?.figures.standard_error_points).toBeGreaterThan(6);
    expect(flag?.figures.standard_error_points).toBeLessThan(11);
    expect(flag?.summary).toMatch(
      /^Player paid-twice got \d+\.\d{2}% back on wild-dragon-respin over 1200 rounds/,
    );
    // The 20 rounds that paid the most, largest first.
    const largest = [...doubled].sort((a, b) => (b.winMinor ?? 0) - (a.winMinor ?? 0)).slice(0, 20);
    expect(flag?.round_ids).toHaveLength(20);
    const paid = new Map(doubled.map((round) => [round.id, round.winMinor ?? 0]));
    expect(flag?.round_ids.map((id) => paid.get(id))).toEqual(largest.map((round) => round.winMinor));

    // The fair player's own figures are within three standard errors: it was tested, not skipped.
    const fairRtp =
      fair.reduce((s, r) => s + (r.winMinor ?? 0), 0) / fair.reduce((s, r) => s + r.betMinor, 0);
    expect(Math.abs(fairRtp * 100 - 96.06)).toBeLessThan(3 * 8.2);

    // Staff see the same flags for the operator; another partner sees none of them.
    const admin = await signedIn(server.app, { role: "admin", status: "approved" });
    const staffView = await server.app.inject({
      method: "GET",
      url: `/v1/admin/integrations/${partner.operatorId}/fraud-signals`,
      headers: admin.headers,
    });
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.json().signals).toEqual(signals);
    const other = await partnerWithCredentials(server.app);
    expect(await signalsOf(other.headers)).toEqual([]);
  });

  it("flags a UK player whose rounds begin within 2.5 s of each other, in one session or two, not a .com one nor a paced one", async () => {
    const partner = await partnerWithCredentials(server.app);
    // Played through the game server as fast as the test can: the UK profile allows one round per 2.5 s.
    const uk = await playSandbox(
      server.app,
      partner.headers,
      { game, currency: "EUR", jurisdiction: "uk", player_id: "quick" },
      3,
    );
    await playSandbox(
      server.app,
      partner.headers,
      { game, currency: "EUR", jurisdiction: "com", player_id: "quick-com" },
      3,
    );
    const start = Date.now() - 60_000;
    const paced = crypto.randomUUID();
    const hurried = crypto.randomUUID();
    const round = (sessionId: string, playerId: string, atMs: number): RoundInsert => ({
      operatorId: partner.operatorId,
      sessionId,
      playerId,
      game,
      jurisdiction: "uk",
      betMinor: 100,
      winMinor: 0,
      createdAt: new Date(start + atMs),
    });
    await insertRounds(server.app, [
      round(paced, "paced", 0),
      round(paced, "paced", 2_500),
      round(paced, "paced", 6_000),
    ]);
    const [, second, third] = await insertRounds(server.app, [
      round(hurried, "hurried", 10_000),
      round(hurried, "hurried", 11_000),
      round(hurried, "hurried", 13_250),
      round(hurried, "hurried", 20_000),
    ]);
    // Two sessions of one player, each paced at 3 s but played side by side 1.5 s apart: the player's
    // bets come twice as fast as the profile allows, and each session's fast rounds are flagged in it.
    const left = crypto.randomUUID();
    const right = crypto.randomUUID();
    const [, , leftSecond, rightSecond] = await insertRounds(server.app, [
      round(left, "split", 30_000),
      round(right, "split", 31_500),
      round(left, "split", 33_000),
      round(right, "split", 34_500),
    ]);

    // The played rounds' own start times say which came too soon: on a very loaded machine a spin may
    // take longer than 2.5 s, and then that round is rightly not flagged.
    const started = await Promise.all(
      uk.rounds.map(async (played) => {
        const detail = await partnerCall(server.app, "GET", `/rounds/${played.id}`, partner.headers);
        return { id: played.id, at: Date.parse(detail.json().created_at) };
      }),
    );
    const tooSoon = started.filter(
      (played, index) => index > 0 && played.at - (started[index - 1]?.at ?? 0) < 2_500,
    );
    expect(tooSoon.length).toBeGreaterThan(0);

    const fast = ofKind(await signalsOf(partner.headers), "fast-bets");
    expect(fast.map((signal) => signal.subject.player_id).sort()).toEqual([
      "hurried",
      "quick",
      "split",
      "split",
    ]);
    const split = fast.filter((signal) => signal.subject.player_id === "split");
    expect(split.find((signal) => signal.subject.session_id === left)?.round_ids).toEqual([leftSecond?.id]);
    expect(split.find((signal) => signal.subject.session_id === right)).toMatchObject({
      figures: { rounds_too_fast: 2, fastest_gap_ms: 1_500 },
    });
    expect(split.find((signal) => signal.subject.session_id === right)?.round_ids).toContain(rightSecond?.id);
    const quick = fast.find((signal) => signal.subject.player_id === "quick");
    expect(quick).toMatchObject({
      subject: { session_id: uk.sessionId, game, jurisdiction: "uk" },
      figures: { rounds_too_fast: tooSoon.length, profile_min_round_ms: 2_500 },
      round_ids: tooSoon.map((played) => played.id),
    });
    expect(quick?.figures.fastest_gap_ms).toBeLessThan(2_500);
    expect(fast.find((signal) => signal.subject.player_id === "hurried")).toMatchObject({
      subject: { session_id: hurried, jurisdiction: "uk" },
      figures: { rounds_too_fast: 2, fastest_gap_ms: 1_000, profile_min_round_ms: 2_500 },
      window: { from: second?.createdAt.toISOString(), to: third?.createdAt.toISOString() },
      round_ids: [second?.id, third?.id],
    });
  });

  it("records refused signatures without secrets, and flags five within ten minutes for one operator", async () => {
    const flagged = await partnerWithCredentials(server.app);
    const quiet = await partnerWithCredentials(server.app);
    const wrong = (operatorId: string) => ({ operatorId, secret: "not-the-secret" });
    for (let i = 0; i < 4; i++) {
      const refused = await signedInject(
        server.app,
        wrong(flagged.operatorId),
        "GET",
        "/v1/operator/rounds?limit=5",
      );
      expect(refused.statusCode).toBe(401);
    }
    const stale = await signedInject(
      server.app,
      { operatorId: flagged.operatorId, secret: flagged.secret },
      "GET",
      "/v1/operator/rounds",
      undefined,
      new Date(Date.now() - 3_600_000),
    );
    expect(stale.statusCode).toBe(401);
    for (let i = 0; i < 4; i++) {
      await signedInject(server.app, wrong(quiet.operatorId), "POST", "/v1/operator/sessions", {
        player_id: "x",
      });
    }
    // A good request and an unknown operator's record nothing.
    const good = await signedInject(server.app, flagged, "GET", "/v1/operator/rounds");
    expect(good.statusCode).toBe(200);
    await signedInject(server.app, wrong("op_unknown"), "GET", "/v1/operator/rounds");

    const recorded = await server.app.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, signatureFailureAction), eq(auditEvents.subjectId, flagged.operatorId)),
      );
    expect(recorded.map((event) => event.after)).toEqual([
      ...Array.from({ length: 4 }, () => ({
        problem: "mismatch",
        method: "GET",
        path: "/v1/operator/rounds",
      })),
      { problem: "stale", method: "GET", path: "/v1/operator/rounds" },
    ]);
    expect(JSON.stringify(recorded)).not.toContain(flagged.secret);
    expect(JSON.stringify(recorded)).not.toContain("not-the-secret");

    const [signal, ...others] = (await signalsOf(flagged.headers)).filter(
      (s) => s.kind === "signature-failures",
    );
    expect(others).toEqual([]);
    expect(signal).toMatchObject({
      subject: { operator_id: flagged.operatorId },
      figures: { failures: 5, most_in_ten_minutes: 5, by_problem: { mismatch: 4, stale: 1 } },
      window: { from: recorded[0]?.at.toISOString(), to: recorded.at(-1)?.at.toISOString() },
    });
    expect(signal?.failure_times).toEqual(recorded.map((event) => event.at.toISOString()).reverse());
    expect(ofKind(await signalsOf(quiet.headers), "signature-failures")).toEqual([]);
  });
});
