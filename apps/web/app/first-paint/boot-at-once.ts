// Apart from first-paint.ts, which the client entry loads on every page: only the routes that ask carry this.

/**
 * A route's `handle` asking for its app to boot at once instead of after the first paint: a page whose
 * point is a control, not text to read (the demo player, where waiting for the paint and the pictures
 * held Spin back by seconds on a slow phone, decision 42). Its stylesheets are still written inline.
 */
export const bootAtOnce = { bootAtOnce: true } as const;

/** Scripts a document can run before the app's code, by name (their text: document-scripts.server.ts). */
export type DocumentScriptName = "early-spin";

/** A route's `handle` asking for its document to carry the named script in its head. */
export const withDocumentScript = (documentScript: DocumentScriptName) => ({ documentScript }) as const;

/** Whether any matched route's `handle` is `bootAtOnce`. */
export function bootsAtOnce(matches: readonly { route: { handle?: unknown } }[]): boolean {
  return matches.some(
    (match) => (match.route.handle as { bootAtOnce?: unknown } | undefined)?.bootAtOnce === true,
  );
}
