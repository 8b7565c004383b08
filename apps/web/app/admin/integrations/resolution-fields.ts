import type {
  StuckTransactionResolution,
  stuckTransactionResolutionResultSchema,
  stuckTransactionResolutions,
} from "@quillspin/contracts";
import type { z } from "zod";
import type { SubmittedForm } from "../../forms/form-action";

/** The resolve form's fields, read by the route action and the form alike; nothing chosen at first. */
export const emptyResolution: Record<keyof StuckTransactionResolution, string> = { action: "", reason: "" };

export type ResolutionValues = typeof emptyResolution;

/** The fields the form shows, in order, each with the end of its control's id. */
export const shownResolutionFields = { action: "action", reason: "reason" } as const;

export type StuckTransactionAction = (typeof stuckTransactionResolutions)[number];

/** The choice's order: sending again first, the one that cannot be taken back second. */
export const resolutionOrder = ["retry", "mark-settled"] as const satisfies readonly StuckTransactionAction[];

export type ResolutionResult = z.infer<typeof stuckTransactionResolutionResultSchema>;

/** What the operator page's action answers: the transaction it was about and the form as posted. */
export interface ResolutionAnswer {
  transactionId: string;
  posted: SubmittedForm<ResolutionValues, ResolutionResult>;
  /** What happened, once the API accepted it: the page says it in words (`resolve.done`). */
  done: { kind: "win" | "rollback"; action: StuckTransactionAction; changed: boolean } | null;
}
