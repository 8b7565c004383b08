import { readOrCreateSecretFile } from "@quillspin/local-secrets";
import { parseWebEnv, type WebEnv } from "../../config/env";

/** The file in DATA_DIR that keeps a created secret across restarts. */
export const SITE_SECRET_FILE = "site-secret";

/**
 * The secret behind the token-encryption keys: SITE_SECRET when set; otherwise, whatever NODE_ENV
 * says, a random one written once to DATA_DIR so keys survive restarts (the API does the same for
 * its AUTH_SECRET). No fixed fallback: a secret in the repository would protect nothing.
 */
export function resolveSiteSecret(env: Pick<WebEnv, "SITE_SECRET" | "DATA_DIR">): string {
  if (env.SITE_SECRET) return env.SITE_SECRET;
  return readOrCreateSecretFile(env.DATA_DIR, SITE_SECRET_FILE, "web");
}

export interface SiteSecretSettings {
  siteSecret: string;
  /** Mark the server's cookies Secure: the site is served over https. */
  secureCookie: boolean;
}

let settings: SiteSecretSettings | undefined;

/** Read on first use, so building and prerendering the site never creates a secret file. */
export function siteSecretSettings(): SiteSecretSettings {
  if (!settings) {
    const env = parseWebEnv();
    settings = {
      siteSecret: resolveSiteSecret(env),
      secureCookie: new URL(env.SITE_URL).protocol === "https:",
    };
  }
  return settings;
}
