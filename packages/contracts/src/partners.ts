import { z } from "zod";
import { adminPartnerSchema } from "./auth";
import { multiLineText } from "./text";

/**
 * What administrators do to partner accounts at `/admin/partners` and `/v1/admin/partners`. The
 * rejection reason goes to the partner word for word in a plain-text mail, so it keeps line breaks
 * but no control characters.
 */
export const partnerRejectionLength = { max: 2000 } as const;

export const partnerRejectionRequestSchema = z.object({
  reason: multiLineText(
    z
      .string({ error: "Give the reason the partner will read" })
      .trim()
      .min(1, "Give the reason the partner will read")
      .max(partnerRejectionLength.max, `Keep the reason to at most ${partnerRejectionLength.max} characters`),
  ),
});

export const partnerAnswerSchema = z.object({ data: adminPartnerSchema });

/** The state changes an administrator can make, as the site's buttons name them. */
export const partnerActions = {
  approve: "Approve",
  reject: "Reject",
  disable: "Disable",
  enable: "Re-enable",
} as const;

export type PartnerAction = keyof typeof partnerActions;
export type PartnerRejectionRequest = z.infer<typeof partnerRejectionRequestSchema>;
