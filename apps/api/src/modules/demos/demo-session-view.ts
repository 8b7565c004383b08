import type { DemoRtpVersion, DemoSession } from "@quillspin/contracts";
import { formatMoney } from "@quillspin/contracts/figures";
import type { RtpVersionFigures } from "@quillspin/game-engine";
import type { DemoGame } from "./demo-games";
import type { DemoSessionRecord } from "./demo-session-record";

const money = (cents: number) => cents / 100;

/** "1,000.00 FUN", as the player reads an amount in a message. */
export function formatFun(cents: number): string {
  return formatMoney(money(cents), "FUN");
}

/** The session's net position in cents: everything won less everything staked. */
export const netCents = (session: Pick<DemoSessionRecord, "wonCents" | "stakedCents">) =>
  session.wonCents - session.stakedCents;

/** The RTP version as the rules screen names it (decision 28). */
export function rtpVersionView(version: RtpVersionFigures): DemoRtpVersion {
  return { id: version.id, rtp: version.rtp, stated: version.stated, pay_scale: version.payScale };
}

/**
 * The game's own terms as a session states them to the player (its buy options, Double Chance,
 * free-spins choice, maximum win and win tiers): the same for a demo and a sandbox session, so the
 * player offers the same controls in both.
 */
export function gameTermsView(model: DemoGame["model"]) {
  return {
    buy_options: model.buyOptions.map(({ id, label, price }) => ({ id, label, price })),
    double_chance: model.doubleChance
      ? { stake: model.doubleChance.stake, label: model.doubleChance.label }
      : null,
    free_spin_choices: model.freeSpinChoices
      ? { options: [...model.freeSpinChoices.options], default: model.freeSpinChoices.default }
      : null,
    max_win: model.maxWin,
    win_tiers: { big: model.winTiers[0], super: model.winTiers[1], mega: model.winTiers[2] },
  };
}

/** The session as the demo player sees it: the balance in FUN and what the game lets it play. */
export function toDemoSession(session: DemoSessionRecord, game: DemoGame): DemoSession {
  const { model } = game;
  return {
    id: session.id,
    game: game.slug,
    name: game.name,
    currency: "FUN",
    balance: money(session.balanceCents),
    starting_balance: money(session.startingBalanceCents),
    bets: game.betsCents.map(money),
    bet: money(session.betCents),
    ...gameTermsView(model),
    gamble: session.gamble ? { stake: money(session.gamble.stakeCents), move: session.gamble.move } : null,
    rtp_version: rtpVersionView(game.version),
    jurisdiction: session.jurisdiction,
    rounds: session.rounds,
    started_at: session.createdAt.toISOString(),
    net_position: money(netCents(session)),
    expires_at: session.expiresAt.toISOString(),
  };
}
