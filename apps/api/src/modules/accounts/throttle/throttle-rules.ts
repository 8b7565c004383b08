import type { ThrottleRule } from "./throttle";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The limits, and why:
 * - Password checks (sign-in, and the current password on a password change) are limited so that no
 *   stranger can lock an owner out (ASVS 2.2.1), while guessing stays bounded:
 *   - hard, 10 failures per account and client address per 15 minutes: the address that guessed
 *     waits out the window, whatever password it sends next;
 *   - hard, 50 failures per client address per 15 minutes: stops one machine spraying many accounts,
 *     with room for an operator's office behind one NAT address;
 *   - soft, per account across all addresses: after 10 failures in 15 minutes the account takes at
 *     most one password check per 5 seconds; the others are answered 429 with a Retry-After of
 *     5 seconds at most. So an owner signing in from an address that has not failed gets in at once,
 *     or after one Retry-After while guesses arrive. Refused attempts still count against their
 *     address and pair, so no single machine can keep taking the account's slots: contesting every
 *     slot for 15 minutes takes tens of addresses, each blocked for the rest of its window.
 *   Worst case per account and hour, with unlimited addresses: up to 10 unspaced guesses in each of
 *   the at most 5 windows of 15 minutes an hour touches, plus one spaced guess per 5 seconds, so
 *   50 + 721 = 771 an hour (about 18,500 a day). Any rule that lets an unknown address in within
 *   5 seconds lets an attacker's fresh address in as fast, so 720 an hour is the floor of this
 *   policy; the hard limits make it cost at least 18 addresses (10 guesses each per 15 minutes),
 *   and the password policy (12+ characters, no common passwords) keeps that rate hopeless.
 *   Every attempt is counted up front; a successful one clears its account's and its pair's count
 *   and is given back to its address, so in effect failures count.
 * - Reset requests: 20 per client address an hour, then 429; 5 per email address an hour are mailed,
 *   so the form cannot flood someone's inbox. Past the email address's 5 the answer is the same 202
 *   and nothing is sent, never a 429: strangers asking from many addresses would otherwise lock the
 *   owner out of their own reset for an hour. Counted whether or not the address has an account.
 * - Registrations: 10 per client address an hour, enough for a team signing up together.
 * - Setting a password from a link: 20 per client address per 15 minutes; the tokens cannot be
 *   guessed, so this only keeps argon2 work per address bounded.
 */
export const throttleRules = {
  loginFailuresPerAccountAndAddress: { name: "login-account-address", limit: 10, windowMs: 15 * MINUTE },
  loginFailuresPerAddress: { name: "login-address", limit: 50, windowMs: 15 * MINUTE },
  loginFailuresPerAccount: { name: "login-account", limit: 10, windowMs: 15 * MINUTE },
  loginSpacingPerAccount: { name: "login-account-spacing", limit: 1, windowMs: 5 * SECOND },
  resetRequestsPerAccount: { name: "forgot-account", limit: 5, windowMs: HOUR },
  resetRequestsPerAddress: { name: "forgot-address", limit: 20, windowMs: HOUR },
  registrationsPerAddress: { name: "registration-address", limit: 10, windowMs: HOUR },
  passwordResetsPerAddress: { name: "reset-address", limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;
