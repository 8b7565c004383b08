import type { Rng } from "../rng/rng";

export type CardColour = "red" | "black";

const suits = [
  { suit: "hearts", colour: "red" },
  { suit: "diamonds", colour: "red" },
  { suit: "clubs", colour: "black" },
  { suit: "spades", colour: "black" },
] as const;

/** Every catalogue game allows up to 2 gamble moves per win. */
export const gambleMoves = 2;

export interface GambleRequest {
  /** The win at stake, in money. */
  readonly stake: number;
  readonly guess: CardColour;
  /** 1 for the first move on this win, 2 for the second. */
  readonly move: number;
  /** The most a round may pay, in money (max win x bet): a double that would pass it is not offered. */
  readonly maxPay: number;
  readonly rng: Rng;
}

export interface GambleResult {
  readonly card: { readonly suit: string; readonly colour: CardColour };
  readonly correct: boolean;
  /** The win after the move: double the stake, or 0. */
  readonly win: number;
  readonly move: number;
  /** Whether a further move may be offered on the new win. */
  readonly canContinue: boolean;
}

export function canGamble(stake: number, move: number, maxPay: number): boolean {
  return stake > 0 && move >= 1 && move <= gambleMoves && stake * 2 <= maxPay + 1e-9;
}

/**
 * RED or BLACK: the card's colour is even odds, so a correct guess doubles and a wrong one loses, and the
 * gamble leaves the game's RTP unchanged.
 */
export function gamble(request: GambleRequest): GambleResult {
  const { stake, guess, move, maxPay, rng } = request;
  if (!canGamble(stake, move, maxPay)) throw new Error(`Gamble move ${move} on ${stake} is not allowed`);
  const card = suits[rng.int(suits.length)] ?? suits[0];
  const correct = card.colour === guess;
  const win = correct ? stake * 2 : 0;
  return { card: { ...card }, correct, win, move, canContinue: correct && canGamble(win, move + 1, maxPay) };
}
