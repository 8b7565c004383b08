import type { SandboxSession, SandboxSpinResponse } from "@quillspin/contracts/sandbox-sessions";
import type { PlayerSession, SandboxPlayerSession } from "./player-session";
import type { SpinOutcome } from "./spin-outcome";

// The page's loader and the sandbox's lazy chunk read a sandbox session: a demo's page never loads this.

/** The bet a sandbox session starts at: the lowest of one whole unit or more, else the highest. */
function openingBet(bets: readonly number[], exponent: number): number {
  const unit = 10 ** exponent;
  return bets.find((bet) => bet >= unit) ?? bets.at(-1) ?? 0;
}

/** A sandbox session as the API gives it, in the player's terms; its money stays in minor units. */
export function sandboxPlayerSession(session: SandboxSession): PlayerSession {
  return {
    kind: "sandbox",
    id: session.session_id,
    game: session.game,
    name: session.name,
    currency: session.currency,
    exponent: session.minor_unit_exponent,
    player_id: session.player_id,
    lobby_url: session.lobby_url,
    balance: session.balance,
    bets: session.bets,
    bet: openingBet(session.bets, session.minor_unit_exponent),
    buy_options: session.buy_options,
    double_chance: session.double_chance,
    free_spin_choices: session.free_spin_choices,
    max_win: session.max_win,
    win_tiers: session.win_tiers,
    // The gamble is the demo's play-money side game: the game server offers none against a wallet.
    gamble: null,
    rtp_version: session.rtp,
    jurisdiction: session.jurisdiction,
    rounds: session.rounds,
    started_at: session.started_at,
    net_position: session.net_position,
    expires_at: session.expires_at,
  };
}

/**
 * A sandbox spin's answer in the player's terms. The round's `bet`, `cost` and `win` become the
 * answer's minor units (the engine's major units are a division), so everything the player counts
 * stays in whole units; the session after it has the balance the wallet reported, one more round and
 * the round's net, as the game server counts them.
 */
export function sandboxOutcome(session: SandboxPlayerSession, answer: SandboxSpinResponse): SpinOutcome {
  return {
    round: { ...answer.round, bet: answer.bet, cost: answer.cost, win: answer.win },
    session: {
      ...session,
      balance: answer.balance,
      bet: answer.bet,
      rounds: session.rounds + 1,
      net_position: session.net_position + answer.win - answer.cost,
    },
    settlement: answer.settlement,
  };
}
