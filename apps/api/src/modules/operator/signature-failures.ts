import type { Db } from "../../db/database";
import { recordAudit } from "../audit/audit-log";

/** The audit action of a signed request refused for its signature (`operator.signature-failure`). */
export const signatureFailureAction = "operator.signature-failure";

export interface SignatureFailure {
  operatorId: string;
  /** Why it was refused: `missing`, `stale`, `mismatch` or `revoked`. */
  problem: string;
  method: string;
  /** The route's path, without its query string. */
  path: string;
}

/**
 * Records a signed request refused for an operator that exists, so repeated failures show as a fraud
 * signal (someone guessing, or a leaked id used with an old secret). The audit log keeps who was named,
 * why, and where; never the body, the signature or anything of the secret. Calls beyond the operator's
 * rate limit are refused before this, so a flood writes at most that many rows a minute. The reference
 * wallet's refusals are not recorded: the conformance kit sends it bad signatures on purpose.
 */
export async function recordSignatureFailure(db: Db, failure: SignatureFailure, now: Date): Promise<void> {
  await recordAudit(
    db,
    {
      actor: { id: null, email: `operator ${failure.operatorId}`, name: "Operator API caller" },
      action: signatureFailureAction,
      subject: { type: "operator", id: failure.operatorId, label: `Operator ${failure.operatorId}` },
      after: { problem: failure.problem, method: failure.method, path: failure.path.split("?")[0] ?? "" },
    },
    now,
  );
}
