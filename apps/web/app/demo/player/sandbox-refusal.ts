import { roundRefusalCodes } from "@quillspin/contracts";
import type { demoPlayerSandboxMessages } from "../../locale/areas/demo-player-sandbox";
import type { AreaStrings } from "../../locale/messages";

type SandboxCopy = AreaStrings<typeof demoPlayerSandboxMessages>;

/** Why a sandbox spin played nothing, from the game server's status (its operator.routes.ts). */
export type SandboxRefusal =
  | "low-balance"
  | "round-under-way"
  | "wallet-refused"
  | "wallet-silent"
  | "session-ended"
  | "failed";

/** Why a spin was refused, from its status and the error's `code` where a status has several causes. */
export function sandboxRefusalOf(status: number | null, code: string | null = null): SandboxRefusal {
  switch (status) {
    // The wallet answered INSUFFICIENT_FUNDS: the bet was refused, nothing moved.
    case 402:
      return "low-balance";
    // Another spin of the session holds it (or its round id was used: a retry of a round that played);
    // the operator ended the session; or the wallet refused the bet for a reason of its own.
    case 409:
      if (code === roundRefusalCodes.roundUnderWay || code === roundRefusalCodes.roundAlreadyPlayed)
        return "round-under-way";
      if (code === "SESSION_EXPIRED") return "session-ended";
      return "wallet-refused";
    // The wallet never confirmed the bet: it was rolled back and the round not drawn.
    case 503:
      return "wallet-silent";
    // Expired, unknown, or its operator's credentials revoked.
    case 403:
    case 404:
      return "session-ended";
    // Anything else (no network, a bet the game cannot take, a rate limit): nothing was played.
    default:
      return "failed";
  }
}

/** The refusal in words a player understands: what happened to the bet, and what to do. */
export function sandboxRefusalText(refusal: SandboxRefusal, copy: SandboxCopy): string {
  const words: Record<SandboxRefusal, string> = {
    "low-balance": copy.lowBalance,
    "round-under-way": copy.roundUnderWay,
    "wallet-refused": copy.walletRefused,
    "wallet-silent": copy.walletSilent,
    "session-ended": copy.sessionEnded,
    failed: copy.spinFailed,
  };
  return words[refusal];
}
