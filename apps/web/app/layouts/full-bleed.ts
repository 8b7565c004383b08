/**
 * A route's `handle` saying its page draws to the screen's edges (the demo player and its replays): its
 * viewport covers a phone's notch and rounded corners, and the page keeps its controls out of them with
 * `env(safe-area-inset-*)` padding. Other pages keep the browser's default inset viewport, which keeps
 * the whole site's header and text clear of the notch without any padding of their own.
 */
export const fullBleed = { fullBleed: true } as const;

const insetViewport = "width=device-width, initial-scale=1";

/** The document's viewport for the matched routes: covering the screen when any asks to be full bleed. */
export function viewportOf(matches: readonly { handle?: unknown }[]): string {
  const bleeds = matches.some(
    (match) => (match.handle as { fullBleed?: unknown } | undefined)?.fullBleed === true,
  );
  return bleeds ? `${insetViewport}, viewport-fit=cover` : insetViewport;
}
