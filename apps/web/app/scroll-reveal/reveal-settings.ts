/** Scroll-animation defaults (site.md section 9). */
export const revealSettings = {
  offset: 120,
  durationMs: 400,
  easing: "ease",
  throttleMs: 99,
  debounceMs: 50,
} as const;

/** An element is revealed once its top edge is `offset` pixels above the bottom of the viewport. */
export function shouldReveal(
  elementTop: number,
  viewportHeight: number,
  offset = revealSettings.offset,
): boolean {
  return elementTop <= viewportHeight - offset;
}
