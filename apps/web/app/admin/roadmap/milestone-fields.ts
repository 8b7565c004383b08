import { type Milestone, milestoneKinds, milestoneStatuses } from "@quillspin/contracts";

/** The add form's starting values: every field of the contract's input, as text. */
export const emptyMilestone = { title: "", month: "", kind: "release", status: "planned", text: "" };

export type MilestoneFormValues = typeof emptyMilestone;
export type MilestoneEditValues = MilestoneFormValues & { expectedUpdatedAt: string };

export const shownMilestoneFields = ["title", "month", "kind", "status", "text"] as const;

/** The edit form starts from the milestone as loaded, and names that version. */
export function editValuesOf(milestone: Milestone): MilestoneEditValues {
  const { title, month, kind, status, text, updatedAt } = milestone;
  return { title, month, kind, status, text, expectedUpdatedAt: updatedAt };
}

export { milestoneKinds, milestoneStatuses };
