import type { PublicSettings } from "../config/env";

declare global {
  const __BUILD_ID__: string;
  const __PUBLIC_SETTINGS__: PublicSettings;
}

declare module "react-router" {
  interface AppLoadContext {
    /** The nonce of this answer's Content-Security-Policy; absent when prerendering (hashes cover those). */
    cspNonce?: string;
  }
}
