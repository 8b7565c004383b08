import type { JurisdictionId } from "@quillspin/contracts";

/** The answers of the partner's sandbox API (`/v1/partner/integration…`), as its OpenAPI document gives them. */

export interface Integration {
  operator_id: string | null;
  status: "none" | "active" | "revoked";
  wallet_url: string | null;
  reference_wallet_url: string | null;
  currencies: string[];
}

export interface IssuedCredentials {
  operator_id: string;
  secret: string;
}

export interface TestPlayer {
  player_id: string;
  currency: string;
  minor_unit_exponent: number;
  balance: number;
  created_at: string;
}

export interface TopUpAnswer {
  player_id: string;
  currency: string;
  balance: number;
  top_up: number;
  replayed: boolean;
}

export type RoundStatus = "betting" | "bet_refused" | "rolling_back" | "rolled_back" | "drawn" | "settled";
export const roundStatuses: readonly RoundStatus[] = [
  "betting",
  "bet_refused",
  "drawn",
  "settled",
  "rolling_back",
  "rolled_back",
];

export interface Round {
  round_id: string;
  session_id: string;
  player_id: string;
  game: string;
  rtp_version: number | null;
  jurisdiction: JurisdictionId;
  currency: string;
  bet: number;
  win: number | null;
  status: RoundStatus;
  refusal: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface RoundsPage {
  data: Round[];
  next_cursor: string | null;
}

export interface WalletTransaction {
  transaction_id: string;
  kind: "bet" | "win" | "rollback";
  amount: number;
  status: "pending" | "acknowledged" | "refused";
  attempts: number;
  balance_after: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  answered_at: string | null;
}

export interface RoundDetail extends Round {
  replay_url: string | null;
  transactions: WalletTransaction[];
}

export interface StuckTransaction {
  transaction_id: string;
  round_id: string;
  kind: "bet" | "win" | "rollback";
  amount: number;
  currency: string;
  player_id: string;
  game: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  created_at: string;
}

export interface WalletExchange {
  operation: string;
  request: { headers: Record<string, string>; body: Record<string, unknown> };
  answer: { status: number; body: unknown; ms: number } | { error: string; ms: number };
}

export interface WalletCheckReport {
  passed: boolean;
  url: string;
  operator_id: string;
  currency: string;
  scenarios: { id: string; title: string; passed: boolean; detail: string; exchanges: WalletExchange[] }[];
}

export interface SandboxLaunch {
  game: string;
  player_id: string;
  currency: string;
  jurisdiction: JurisdictionId;
  rtp?: number;
}
