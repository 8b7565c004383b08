import type { DemoSession } from "@quillspin/contracts";
import type { DemoGame } from "./demo-games";
import type { DemoSessionRecord } from "./demo-session-record";

const money = (cents: number) => cents / 100;

const funAmount = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1,000.00 FUN", as the player reads an amount in a message. */
export function formatFun(cents: number): string {
  return `${funAmount.format(money(cents))} FUN`;
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
    buy_options: model.buyOptions.map(({ id, label, price }) => ({ id, label, price })),
    double_chance: model.doubleChance
      ? { stake: model.doubleChance.stake, label: model.doubleChance.label }
      : null,
    free_spin_choices: model.freeSpinChoices
      ? { options: [...model.freeSpinChoices.options], default: model.freeSpinChoices.default }
      : null,
    max_win: model.maxWin,
    win_tiers: { big: model.winTiers[0], super: model.winTiers[1], mega: model.winTiers[2] },
    gamble: session.gamble ? { stake: money(session.gamble.stakeCents), move: session.gamble.move } : null,
    rtp_version: {
      id: game.version.id,
      rtp: game.version.rtp,
      stated: game.version.stated,
      pay_scale: game.version.payScale,
    },
    rounds: session.rounds,
    expires_at: session.expiresAt.toISOString(),
  };
}
