import { randomBytes } from "node:crypto";
import { type Algorithm, hash, parseOptions, verify } from "@node-rs/argon2";

/**
 * argon2id at 64 MiB, 3 passes, 1 lane: RFC 9106's memory-constrained profile with one more pass,
 * above OWASP's floor (19 MiB, t=2). About 50 ms per hash on the reference machine; the native
 * work runs on libuv's pool of 4 threads, so at most 256 MiB is in use however many logins arrive.
 */
export const passwordHashParameters = {
  /** `Algorithm.Argon2id`: the package's const enum cannot be imported under isolatedModules. */
  algorithm: 2 as Algorithm,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

/** NFKC so the same password typed on two keyboards (composed or decomposed accents) is one password. */
function normalised(password: string): string {
  return password.normalize("NFKC");
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalised(password), passwordHashParameters);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalised(password));
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker or different parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const stored = parseOptions(passwordHash);
    return (
      stored.algorithm !== passwordHashParameters.algorithm ||
      stored.memoryCost !== passwordHashParameters.memoryCost ||
      stored.timeCost !== passwordHashParameters.timeCost ||
      stored.parallelism !== passwordHashParameters.parallelism
    );
  } catch {
    return true;
  }
}

let unknownAccountHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, so a login for an address nobody uses cannot
 * be told apart by how long the answer takes.
 */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  unknownAccountHash ??= hashPassword(randomBytes(24).toString("base64url"));
  await verifyPassword(await unknownAccountHash, password);
  return false;
}
