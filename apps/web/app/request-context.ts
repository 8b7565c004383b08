import { createContext, type RouterContext, RouterContextProvider } from "react-router";

/**
 * A context is found by the identity of its key, and the web server (server/app.ts) is bundled apart
 * from the React Router build, each with its own copy of this module: both copies take the one key
 * kept under a registered symbol.
 */
function sharedContext<T>(name: string, defaultValue: T): RouterContext<T> {
  const key = Symbol.for(name);
  const registry = globalThis as { [key: symbol]: RouterContext<T> | undefined };
  registry[key] ??= createContext<T>(defaultValue);
  return registry[key];
}

/**
 * The nonce of this answer's Content-Security-Policy; null when prerendering, where hashes cover the
 * inline scripts instead.
 */
export const cspNonceContext = sharedContext<string | null>("quillspin.csp-nonce-context", null);

/**
 * Called by the back office's actions after they change news or the roadmap, so this instance's shared
 * pages are rendered again at once (decision 0025); without the web server (development) it does nothing.
 */
export const contentChangedContext = sharedContext<() => void>("quillspin.content-changed-context", () => {});

/** What the web server hands React Router for one request: route middleware adds its own values. */
export function requestContext(
  cspNonce: string | undefined,
  contentChanged?: () => void,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce ?? null);
  if (contentChanged) context.set(contentChangedContext, contentChanged);
  return context;
}

/**
 * Whether this answer is rendered for one request, and so knows the visitor's cookies: the web server
 * gives every request a nonce; prerendering, whose pages every visitor shares, gives none.
 */
export function isRenderedForRequest(context: Readonly<RouterContextProvider>): boolean {
  return context.get(cspNonceContext) !== null;
}
