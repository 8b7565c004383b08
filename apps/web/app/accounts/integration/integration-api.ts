import { accountApi } from "../../session/account-api";
import type {
  Integration,
  IssuedCredentials,
  SandboxLaunch,
  TopUpAnswer,
  WalletCheckReport,
} from "./integration-types";

export * from "./integration-types";

/**
 * The partner's sandbox API (`/v1/partner/integration…`, decision 32) as the client area calls it,
 * with the signed-in partner's token.
 */
const base = "/partner/integration";

export const integrationPaths = {
  integration: base,
  testPlayers: `${base}/test-players?limit=200`,
  rounds: `${base}/rounds`,
  roundsCsv: `${base}/rounds.csv`,
  round: (roundId: string) => `${base}/rounds/${encodeURIComponent(roundId)}`,
  stuck: `${base}/stuck-transactions`,
  reports: `${base}/reports`,
  reportsCsv: `${base}/reports.csv`,
  fraudSignals: `${base}/fraud-signals`,
} as const;

export const integrationApi = {
  issueCredentials: () => accountApi.post<IssuedCredentials>(`${base}/credentials`),
  revokeCredentials: () => accountApi.delete(`${base}/credentials`),
  saveSettings: (settings: { wallet_url: string | null; currencies: string[] }) =>
    accountApi.put<Integration>(base, settings),
  topUp: (playerId: string, body: { amount: number; currency: string }, idempotencyKey: string) =>
    accountApi.post<TopUpAnswer>(`${base}/test-players/${encodeURIComponent(playerId)}/top-up`, body, {
      "idempotency-key": idempotencyKey,
    }),
  launch: (launch: SandboxLaunch) =>
    accountApi.post<{ session_id: string; game_url: string }>(`${base}/sessions`, launch),
  checkWallet: (wallet: "configured" | "reference") =>
    accountApi.post<WalletCheckReport>(`${base}/wallet-check`, { wallet }),
};
