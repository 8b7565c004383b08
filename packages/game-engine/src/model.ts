import type { FeatureTrigger } from "./core/feature-trigger";
import type { Round } from "./core/round";
import type { WinTiers } from "./core/win-tiers";

/** Values a game keeps between paid rounds (the lit star bulbs, for instance); empty for most games. */
export type GameState = Readonly<Record<string, number>>;

/** A feature a game sells, as its maths defines it; the price is its content record's. */
export interface BuyFeature {
  readonly id: string;
  readonly label: string;
}

export interface BuyOption extends BuyFeature {
  /** Price in multiples of the bet. */
  readonly price: number;
}

/** Expected pay by source (such as "base-ways"), in multiples of the bet, computed without sampling. */
export type ExactPart = Readonly<Record<string, number>>;

/**
 * The chance, by source, that a paid round's pay from that source is more than zero, computed without
 * sampling: `base-lines` is the share of rounds whose base screen pays at least one line win. It is not
 * the round's hit frequency when scatters or features also pay.
 */
export type ExactHitFrequency = Readonly<Record<string, number>>;

export interface PlayRequest {
  /** The bought feature, or null for a normal spin. */
  readonly buy: string | null;
  readonly doubleChance: boolean;
  /** The player's free-spins option, for games that offer a choice. */
  readonly choice: number;
}

/**
 * The figures the catalogue states for a game, read from its content record: the model is calibrated to
 * the RTP, caps each round at the max win and celebrates wins at the tiers.
 */
export interface StatedFigures {
  readonly slug: string;
  readonly name: string;
  /** Stated RTP, in per cent. */
  readonly rtp: number;
  /** Max win, in multiples of the bet. */
  readonly maxWin: number;
  readonly winTiers: WinTiers;
}

/**
 * What a game's maths file defines: `play`, which draws one paid round (the spin and every cascade, free
 * spin and respin it leads to) into `round`, and what the round can offer.
 */
export interface GameMaths {
  readonly symbols: readonly string[];
  readonly buyOptions: readonly BuyFeature[];
  /** Double Chance: the stake factor it costs. Buying is refused while it is on. */
  readonly doubleChance?: { readonly stake: number; readonly label: string };
  readonly freeSpinChoices?: { readonly options: readonly string[]; readonly default: number };
  /** Feature names `play` may trigger, for the trigger-rate statistics. */
  readonly features: readonly string[];
  /**
   * What `play` starts by a count of symbols in view, and at what count: the player's stage slows the
   * reels still to stop when one is missing. Empty when nothing starts so.
   */
  readonly triggers: readonly FeatureTrigger[];
  /**
   * The expected pays of a paid round that the maths gives exactly (a base game's line or ways wins, from
   * the reel weights), by source, in multiples of the bet; the pays are the ones `play` awards as exact.
   * Absent, or an empty record, when the whole round is simulated.
   */
  exactPart?(request: PlayRequest): ExactPart;
  /**
   * For the exact sources whose hits the maths also gives exactly (the base screen's line or ways wins),
   * the chance that a round's pay from the source is more than zero; absent or empty otherwise.
   */
  exactHitFrequency?(request: PlayRequest): ExactHitFrequency;
  initialState(): GameState;
  play(round: Round, request: PlayRequest, state: GameState): GameState;
}

/** A game's maths model with the figures and buy prices of its catalogue record. */
export interface GameModel extends StatedFigures, GameMaths {
  readonly buyOptions: readonly BuyOption[];
  /**
   * The RTP version this model plays (decision 28): the integer percent of its target, the stated RTP
   * rounded for the stated version. `rtp` is then the version's target, which it is calibrated to.
   */
  readonly rtpVersion: number;
  /** The version's knob: the share of the paytable every pay is worth (1 for the stated version). */
  readonly payScale: number;
}
