/**
 * Which symbols a game's wild stands in for. Every catalogue wild replaces the paying symbols and none of
 * the scatters, coins, collectors or bonus symbols, so the set is simply the paying symbols.
 */
export interface Substitution {
  /** The wild's symbol id, or -1 when the game has no wild on these reels. */
  readonly wild: number;
  /** substitutes[symbol] is true when the wild may stand in for that symbol. */
  readonly substitutes: readonly boolean[];
}

export function substitution(symbolCount: number, wild: number, replaced: readonly number[]): Substitution {
  const substitutes = new Array<boolean>(symbolCount).fill(false);
  for (const symbol of replaced) substitutes[symbol] = true;
  return { wild, substitutes };
}
