import type { Rng } from "./rng";

const golden = 0x9e3779b9;

/** The splitmix32 output for a state; consecutive states spread a short seed over the whole xoshiro state. */
function mix32(state: number): number {
  let z = state >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

function hashSeed(seed: number | string): number {
  if (typeof seed === "number") return seed >>> 0;
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    hash = Math.imul(hash ^ seed.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/**
 * xoshiro128**: fast, small-state and statistically sound for simulation, but predictable, so it must never
 * decide real-money outcomes.
 */
class Xoshiro128 implements Rng {
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;
  private s3 = 0;

  constructor(seed: number) {
    this.restart(seed);
  }

  /** Sets the state from four splitmix32 steps after `seed`, so seeds 1 and 2 give unrelated streams. */
  protected restart(seed: number): void {
    this.s0 = mix32(seed + golden);
    this.s1 = mix32(seed + 2 * golden);
    this.s2 = mix32(seed + 3 * golden);
    this.s3 = mix32(seed + 4 * golden);
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  nextUint32(): number {
    const s1 = this.s1;
    const product = Math.imul(s1, 5);
    const result = Math.imul((product << 7) | (product >>> 25), 9);
    const shifted = s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= shifted;
    this.s3 = (this.s3 << 11) | (this.s3 >>> 21);
    return result >>> 0;
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** A deterministic RNG for simulation and tests: the same seed always replays the same rounds. */
export function seededRng(seed: number | string): Rng {
  return new Xoshiro128(hashSeed(seed));
}

/**
 * A seeded RNG whose stream restarts at every paid round of a simulation, from the seed and the round's
 * index. A round then draws the same numbers whatever the rounds before it consumed, so two models that
 * differ in one knob play the same screens wherever the knob does not matter (common random numbers):
 * the calibration sees the RTP move smoothly with the knob. Restarting allocates nothing.
 */
export interface RoundRng extends Rng {
  startRound(index: number): void;
}

class RoundXoshiro128 extends Xoshiro128 implements RoundRng {
  constructor(private readonly base: number) {
    super(base);
  }

  startRound(index: number): void {
    // Round i starts where splitmix32 stands after 4i steps, so rounds never share a state.
    this.restart((this.base + Math.imul(index, 4 * golden)) >>> 0);
  }
}

export function roundRng(seed: number | string): RoundRng {
  return new RoundXoshiro128(hashSeed(seed));
}
