import { type Milestone, milestoneKinds, milestoneStatuses } from "@quillspin/contracts";

/**
 * The add form's starting values: every field of the contract's input, as text. Title and month are
 * all a milestone needs; the status left empty follows from the month.
 */
export const emptyMilestone = { title: "", month: "", kind: "release", status: "", text: "" };

export type MilestoneFormValues = typeof emptyMilestone;
export type MilestoneEditValues = MilestoneFormValues & { expectedUpdatedAt: string };

/** The fields the forms show, in order, each with the end of its control's id. */
export const shownMilestoneFields = {
  title: "title",
  month: "month",
  kind: "kind",
  status: "status",
  text: "text",
} as const;

/** The edit form starts from the milestone as loaded, and names that version. */
export function editValuesOf(milestone: Milestone): MilestoneEditValues {
  const { title, month, kind, status, text, updatedAt } = milestone;
  return { title, month, kind, status, text, expectedUpdatedAt: updatedAt };
}

export { milestoneKinds, milestoneStatuses };
