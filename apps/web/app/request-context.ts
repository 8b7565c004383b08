import { createContext, type RouterContext, RouterContextProvider } from "react-router";

/**
 * A context is found by the identity of its key, and the web server (server/app.ts) is bundled apart
 * from the React Router build, each with its own copy of this module: both copies take the one key
 * kept under a registered symbol.
 */
const NONCE_KEY = Symbol.for("quillspin.csp-nonce-context");
const registry = globalThis as { [NONCE_KEY]?: RouterContext<string | null> };

/**
 * The nonce of this answer's Content-Security-Policy; null when prerendering, where hashes cover the
 * inline scripts instead.
 */
registry[NONCE_KEY] ??= createContext<string | null>(null);
export const cspNonceContext: RouterContext<string | null> = registry[NONCE_KEY];

/** What the web server hands React Router for one request: route middleware adds its own values. */
export function requestContext(cspNonce: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce ?? null);
  return context;
}
