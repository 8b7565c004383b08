import type { ThrottleRule } from "./throttle";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits, and why:
 * - Login failures: 10 per account per 15 minutes keeps online guessing to 40 an hour per account
 *   (ASVS 2.2.1 allows at most 100), while a partner who mistypes a few times is never stopped.
 *   50 per client address per 15 minutes stops one machine spraying many accounts, with room for an
 *   operator's office behind one NAT address. Every attempt is counted up front; a successful one
 *   clears its account's count and is given back to its address, so in effect failures count.
 *   A wrong current password on a password change counts against the account too.
 * - Reset requests: 5 per email address and 20 per client address an hour, so the form cannot be used
 *   to flood someone's inbox. Counted whether or not the address has an account.
 * - Registrations: 10 per client address an hour, enough for a team signing up together.
 * - Setting a password from a link: 20 per client address per 15 minutes; the tokens cannot be
 *   guessed, so this only keeps argon2 work per address bounded.
 */
export const throttleRules = {
  loginFailuresPerAccount: { name: "login-account", limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { name: "login-address", limit: 50, windowMs: 15 * MINUTE },
  resetRequestsPerAccount: { name: "forgot-account", limit: 5, windowMs: HOUR },
  resetRequestsPerAddress: { name: "forgot-address", limit: 20, windowMs: HOUR },
  registrationsPerAddress: { name: "registration-address", limit: 10, windowMs: HOUR },
  passwordResetsPerAddress: { name: "reset-address", limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;
