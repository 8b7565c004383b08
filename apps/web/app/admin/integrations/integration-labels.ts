import type { AdminIntegration } from "@quillspin/contracts";

/** The back office's address of one operator's integration. */
export function integrationPath(operatorId: string): string {
  return `/admin/integrations/${encodeURIComponent(operatorId)}`;
}

/** How an operator's credentials are named in the back office. */
export const credentialStatusLabels: Record<AdminIntegration["credential_status"], string> = {
  active: "Active",
  revoked: "Revoked",
};

/** An operator's wallet: the URL it set, or the studio's reference wallet when it set none. */
export function walletOf(walletUrl: string | null): string {
  return walletUrl ?? "The studio's reference wallet";
}

/** A wallet transaction's kind as staff read it. */
export const transactionKindLabels = { bet: "Bet", win: "Win", rollback: "Rollback" } as const;
