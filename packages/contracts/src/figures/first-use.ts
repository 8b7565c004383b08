/**
 * Intl's formatters are built on first use, not when a page's code loads: the first `Intl` formatter a
 * browser tab builds loads ICU's data, 0.3-0.45 s of a phone's main thread at Lighthouse's 4x slowdown,
 * which the demo player paid before it could hydrate (decision 48).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
