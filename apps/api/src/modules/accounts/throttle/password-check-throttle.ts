import type { Throttle, ThrottleVerdict } from "./throttle";
import { throttleRules as rules } from "./throttle-rules";

/**
 * Applies the password-check limits of `throttle-rules.ts` to one attempt on an account from one
 * client address: the hard limits per (account, address) and per address first, then the account's
 * soft limit, which only spaces attempts once the account has had many failures.
 */
export class PasswordCheckThrottle {
  constructor(private readonly throttle: Throttle) {}

  /** Counts the attempt up front; a refused one tells the caller how long to wait. */
  async admit(email: string, address: string): Promise<ThrottleVerdict> {
    const pair = pairSubject(email, address);
    const hard = await this.throttle.consume(
      [rules.loginFailuresPerAccountAndAddress, pair],
      [rules.loginFailuresPerAddress, address],
    );
    if (!hard.allowed) return hard;
    const soft = await this.throttle.consume([rules.loginFailuresPerAccount, email]);
    if (soft.allowed) return soft;
    // A refused attempt stays counted against its address and pair: otherwise one machine could
    // send attempts without end and take every slot the account opens before its owner does.
    return this.throttle.consume([rules.loginSpacingPerAccount, email]);
  }

  /** The password was right: the account and the pair start again, and the address gets its attempt back. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([
      this.throttle.clear(rules.loginFailuresPerAccount, email),
      this.throttle.clear(rules.loginFailuresPerAccountAndAddress, pairSubject(email, address)),
      this.throttle.refund(rules.loginFailuresPerAddress, address),
    ]);
  }

  /** A new password was set from a reset link: earlier guesses at the old one no longer matter. */
  async passwordReplaced(email: string): Promise<void> {
    await this.throttle.clear(rules.loginFailuresPerAccount, email);
  }
}

function pairSubject(email: string, address: string): string {
  return JSON.stringify([email, address]);
}
