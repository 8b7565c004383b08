import { z } from "zod";
import { apiErrorSchema } from "./api-error";
import { multiLineText, singleLineText } from "./text";

/** What a milestone delivers: a game release, a platform tool, a certification or a market launch. */
export const milestoneKinds = ["release", "platform", "certification", "market"] as const;

/** Where a milestone stands; the page shows it as a badge and the calendar feed in its summary. */
export const milestoneStatuses = ["done", "in-progress", "planned"] as const;

export type MilestoneKind = (typeof milestoneKinds)[number];
export type MilestoneStatus = (typeof milestoneStatuses)[number];

export const MILESTONE_TITLE_MAX = 120;
export const MILESTONE_TEXT_MAX = 600;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The quarter a month falls in, as the roadmap shows it ("Q4 2026"). Derived, never stored, so a
 * moved milestone can never show a month and a quarter that disagree.
 */
export function milestoneQuarter(month: string): string {
  const match = MONTH.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  return `Q${Math.ceil(Number(match[2]) / 3)} ${match[1]}`;
}

const monthField = z
  .string({ error: "Choose the target month, such as 2027-03" })
  .trim()
  .min(1, "Choose the target month, such as 2027-03")
  .regex(MONTH, "Month must be a year and month, such as 2027-03");

/**
 * A milestone's status when the editor leaves it to the month (issue 29): reached when its month
 * has passed, in progress during it, planned before it. Months are UTC calendar months.
 */
export function milestoneStatusFor(month: string, now = new Date()): MilestoneStatus {
  const current = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, "0")}`;
  if (month < current) return "done";
  return month === current ? "in-progress" : "planned";
}

const updatedAtField = z.iso.datetime({
  offset: true,
  message: "Expected updated at must be the time the milestone was last saved",
});

const kindMessage = "Kind must be release, platform, certification or market; left empty, it is a release";
const statusMessage = "Status must be done, in progress or planned; left empty, the month decides";

/**
 * What an editor writes: the fields the roadmap page shows. A milestone needs a title and its
 * target month (the quarter follows from it); left empty, the kind is a release, the status follows
 * from the month (`milestoneStatusFor`) and the description is blank.
 */
const milestoneFieldsSchema = z.object({
  title: singleLineText(
    z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(MILESTONE_TITLE_MAX, `Title must be at most ${MILESTONE_TITLE_MAX} characters`),
  ),
  month: monthField,
  kind: z.union([z.enum(milestoneKinds), z.literal("")], { error: kindMessage }).optional(),
  status: z.union([z.enum(milestoneStatuses), z.literal("")], { error: statusMessage }).optional(),
  text: multiLineText(
    z
      .string({ error: "Write the description as text" })
      .trim()
      .max(MILESTONE_TEXT_MAX, `Description must be at most ${MILESTONE_TEXT_MAX} characters`),
  ).default(""),
});

/** The fields left to the milestone filled in: a release, with the status its month gives. */
function withDerivedFields<T extends z.output<typeof milestoneFieldsSchema>>(milestone: T) {
  return {
    ...milestone,
    kind: milestone.kind || ("release" as const),
    status: milestone.status || milestoneStatusFor(milestone.month),
  };
}

export const milestoneInputSchema = milestoneFieldsSchema.transform(withDerivedFields);

/**
 * An edit names the version it started from: a milestone changed by someone else in between is
 * refused with 409 instead of being overwritten.
 */
export const milestoneUpdateSchema = milestoneFieldsSchema
  .extend({ expectedUpdatedAt: updatedAtField })
  .transform(withDerivedFields);

/** Marks a milestone done, or takes the mark back (it is then in progress again). */
export const milestoneDoneSchema = z.object({
  done: z.boolean({ error: "Done must be true or false" }),
  expectedUpdatedAt: updatedAtField,
});

export const milestoneMoveDirections = ["up", "down"] as const;

/** One step earlier (up) or later (down) in the roadmap's order. */
export const milestoneMoveSchema = z.object({
  direction: z.enum(milestoneMoveDirections, { error: "Direction must be up or down" }),
});

/** The whole order at once: every milestone's id exactly once, first to last. */
export const roadmapOrderSchema = z.object({
  ids: z
    .array(z.uuid({ message: "Each id must be a milestone id" }))
    .min(1, "Ids must list the milestones")
    .max(500, "Ids must list at most 500 milestones"),
});

export const milestoneIdParamsSchema = z.object({ id: z.uuid({ message: "Expected a milestone id" }) });

/** One milestone as the page, the calendar feed and the back office read it. */
export const milestoneSchema = z.object({
  id: z.uuid(),
  position: z.number().int().min(1),
  month: z.string().regex(MONTH),
  quarter: z.string(),
  title: z.string(),
  kind: z.enum(milestoneKinds),
  status: z.enum(milestoneStatuses),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});

/** The roadmap in its order, first milestone first. */
export const roadmapResponseSchema = z.object({ data: z.array(milestoneSchema) });

export const milestoneResponseSchema = z.object({ data: milestoneSchema });

/**
 * The 409 of an edit that started from an older version: both times, so the editor sees that
 * someone else saved in between and when.
 */
export const milestoneConflictSchema = apiErrorSchema.extend({
  expectedUpdatedAt: z.string(),
  currentUpdatedAt: z.string(),
});

export type Milestone = z.infer<typeof milestoneSchema>;
export type MilestoneInput = z.output<typeof milestoneInputSchema>;
export type MilestoneUpdate = z.output<typeof milestoneUpdateSchema>;
export type MilestoneConflict = z.infer<typeof milestoneConflictSchema>;
export type RoadmapResponse = z.infer<typeof roadmapResponseSchema>;
