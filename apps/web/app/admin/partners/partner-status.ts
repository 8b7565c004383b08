import type { AccountStatus } from "@quillspin/contracts";

/** How a partner account's status is named in the back office: the filter, the rows, the counts. */
export const partnerStatusLabels: Record<AccountStatus, string> = {
  pending: "Waiting for approval",
  approved: "Approved",
  disabled: "Disabled",
  rejected: "Rejected",
};

/** The filter's order: the queue first. */
export const partnerStatusOrder: readonly AccountStatus[] = ["pending", "approved", "disabled", "rejected"];
