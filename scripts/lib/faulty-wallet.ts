// The operator's wallet of `npm run test:scale`'s fault phase: the tests' reference wallet
// (apps/api/test/support/test-wallet.ts: the integration contract on loopback, every movement kept so
// the test can hold the game server's rounds against it), which while `faulty` answers 500 or does not
// answer within the game server's timeout at random, before or after it moved the money.
import { startTestWallet, type WalletFault } from "../../apps/api/test/support/test-wallet";

export type { WalletFault, WalletMovement } from "../../apps/api/test/support/test-wallet";

/** A test player's first balance: 10,000.00 of the currency, so no bet of the test is refused. */
export const faultyWalletStartingBalance = 1_000_000;

/**
 * Each fault's share of calls while faulty; the rest are answered. A timeout answers `lateMs` later,
 * past the game server's wallet timeout.
 */
export function pickFault(random: number): WalletFault | null {
  if (random < 0.08) return "500 before moving";
  if (random < 0.12) return "500 after moving";
  if (random < 0.17) return "timeout after moving";
  if (random < 0.2) return "timeout before moving";
  return null;
}

export async function startFaultyWallet(options: { secret: () => string; lateMs: number }) {
  const faults = new Map<WalletFault, number>();
  const state = { faulty: false };
  const wallet = await startTestWallet({
    secret: options.secret,
    lateMs: options.lateMs,
    startingBalance: faultyWalletStartingBalance,
    behaviour: () => {
      const fault = state.faulty ? pickFault(Math.random()) : null;
      if (!fault) return "answer";
      faults.set(fault, (faults.get(fault) ?? 0) + 1);
      return fault;
    },
  });
  return { ...wallet, state, faults };
}

export type FaultyWallet = Awaited<ReturnType<typeof startFaultyWallet>>;
