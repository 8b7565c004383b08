import { createContext, RouterContextProvider } from "react-router";

/**
 * The nonce of this answer's Content-Security-Policy; absent when prerendering, where hashes cover
 * the inline scripts instead.
 */
export const cspNonceContext = createContext<string | null>(null);

/** What the web server hands React Router for one request: route middleware adds its own values. */
export function requestContext(cspNonce: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, cspNonce ?? null);
  return context;
}
