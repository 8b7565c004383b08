import type { Round } from "./core/round";
import type { WinTiers } from "./core/win-tiers";

/** Values a game keeps between paid rounds (the lit star bulbs, for instance); empty for most games. */
export type GameState = Readonly<Record<string, number>>;

export interface BuyOption {
  readonly id: string;
  readonly label: string;
  /** Price in multiples of the bet. */
  readonly price: number;
}

export interface PlayRequest {
  /** The bought feature, or null for a normal spin. */
  readonly buy: string | null;
  readonly doubleChance: boolean;
  /** The player's free-spins option, for games that offer a choice. */
  readonly choice: number;
}

/**
 * A game's maths model: its figures as the catalogue states them, and `play`, which draws one paid round
 * (the spin and every cascade, free spin and respin it leads to) into `round`.
 */
export interface GameModel {
  readonly slug: string;
  readonly name: string;
  /** Stated RTP, in per cent. */
  readonly rtp: number;
  /** Max win, in multiples of the bet. */
  readonly maxWin: number;
  readonly winTiers: WinTiers;
  readonly symbols: readonly string[];
  readonly buyOptions: readonly BuyOption[];
  /** Double Chance: the stake factor it costs. Buying is refused while it is on. */
  readonly doubleChance?: { readonly stake: number; readonly label: string };
  readonly freeSpinChoices?: { readonly options: readonly string[]; readonly default: number };
  /** Feature names `play` may trigger, for the trigger-rate statistics. */
  readonly features: readonly string[];
  initialState(): GameState;
  play(round: Round, request: PlayRequest, state: GameState): GameState;
}
