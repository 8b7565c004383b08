import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Shorter secrets are refused wherever a secret is read, configured or created. */
export const minimumSecretLength = 32;

/**
 * The secret kept in `dataDir/fileName`, created at random (48 bytes, owner-only) on first use, so a
 * single-machine install never needs a secret written in the repository and keeps its keys across
 * restarts. `label` names the environment in the error a damaged file gives.
 */
export function readOrCreateSecretFile(dataDir: string, fileName: string, label: string): string {
  const file = path.resolve(dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      // Another process (a CLI, a second start) wrote it between the check and the write: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < minimumSecretLength) {
    throw new Error(
      `Invalid ${label} environment:\n  ${file}: holds fewer than ${minimumSecretLength} characters`,
    );
  }
  return secret;
}
