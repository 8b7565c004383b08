/**
 * Resolves once `ms` milliseconds have passed since `since` (a `performance.now()` reading), at once when
 * they have: the profile's minimum round time (decision 31) holds the result back until then.
 */
export function holdUntil(since: number, ms: number): Promise<void> {
  const left = since + ms - performance.now();
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve();
}
