/**
 * The source of every random outcome. The engine never draws randomness on its own: the server passes a
 * cryptographically secure implementation, simulations and tests pass a seeded one.
 */
export interface Rng {
  /** A uniform number in [0, 1). */
  next(): number;
  /** A uniform integer in [0, n). */
  int(n: number): number;
}
