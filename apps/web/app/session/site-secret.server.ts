import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { WebEnv } from "../../config/env";

/** Only for development and tests: keys derived from it protect nothing of value. */
const LOCAL_SITE_SECRET = "local-development-site-secret-not-for-production-use";

/**
 * The secret behind the token-encryption keys: SITE_SECRET when set; otherwise a fixed value outside
 * production, and in production a random one written once to DATA_DIR so keys survive restarts
 * (the API does the same for its AUTH_SECRET).
 */
export function resolveSiteSecret(env: Pick<WebEnv, "NODE_ENV" | "SITE_SECRET" | "DATA_DIR">): string {
  if (env.SITE_SECRET) return env.SITE_SECRET;
  if (env.NODE_ENV !== "production") return LOCAL_SITE_SECRET;
  const file = path.resolve(env.DATA_DIR, "site-secret");
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process wrote it between the check and the write: theirs is the one to use.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return readFileSync(file, "utf8").trim();
}
