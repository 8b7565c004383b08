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

/** Each way of resolving, named and explained in words, as the form's choice and its confirmation say. */
export const resolutionChoices: Record<StuckTransactionAction, { label: string; effect: string }> = {
  retry: {
    label: "Retry now",
    effect:
      "Retry now sends it to the operator's wallet again at once, instead of waiting for its next attempt. Use it once the operator says their wallet is answering again.",
  },
  "mark-settled": {
    label: "Mark settled",
    effect:
      "Mark settled records that the operator's wallet already moved the money (check with the operator first): it is never sent again, and its round counts as settled (a win) or rolled back (a rollback).",
  },
};

/** The choice's order: sending again first, the one that cannot be taken back second. */
export const resolutionOrder = ["retry", "mark-settled"] as const satisfies readonly StuckTransactionAction[];

export type ResolutionResult = z.infer<typeof stuckTransactionResolutionResultSchema>;

/** What the operator page's action answers: the transaction it was about and the form as posted. */
export interface ResolutionAnswer {
  transactionId: string;
  posted: SubmittedForm<ResolutionValues, ResolutionResult>;
  /** The sentence saying what happened, once the API accepted it. */
  done: string | null;
}
