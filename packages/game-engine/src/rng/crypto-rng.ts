import type { Rng } from "./rng";

interface RandomSource {
  getRandomValues(array: Uint32Array): Uint32Array;
}

const batch = 256;
const twoTo32 = 4294967296;

/**
 * An Rng backed by the Web Crypto API (globalThis.crypto, in Node.js 20 and every browser), for outcomes
 * that decide real stakes. Words are fetched in batches; next() uses 53 bits and int(n) rejects the top
 * of the range, so neither is biased.
 */
export function cryptoRng(
  source: RandomSource | undefined = (globalThis as { crypto?: RandomSource }).crypto,
): Rng {
  if (!source) throw new Error("No Web Crypto source of random numbers is available");
  const words = new Uint32Array(batch);
  let position = batch;
  const word = (): number => {
    if (position === batch) {
      source.getRandomValues(words);
      position = 0;
    }
    return words[position++] as number;
  };
  return {
    next: () => ((word() >>> 5) * 67108864 + (word() >>> 6)) / 9007199254740992,
    int: (n: number) => {
      if (!Number.isInteger(n) || n <= 0 || n > twoTo32)
        throw new Error(`int(${n}) needs a whole number from 1 to 2^32`);
      const limit = twoTo32 - (twoTo32 % n);
      let value = word();
      while (value >= limit) value = word();
      return value % n;
    },
  };
}
