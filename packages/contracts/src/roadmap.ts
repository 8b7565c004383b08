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

const monthField = z.string().trim().regex(MONTH, "Month must be a year and month, such as 2027-03");

const updatedAtField = z.iso.datetime({
  offset: true,
  message: "Expected updated at must be the time the milestone was last saved",
});

/**
 * What an editor writes: the fields the roadmap page shows. The month is the month the milestone is
 * due or was reached; its quarter follows from it.
 */
export const milestoneInputSchema = z.object({
  title: singleLineText(
    z
      .string()
      .trim()
      .min(1, "Title is required")
      .max(MILESTONE_TITLE_MAX, `Title must be at most ${MILESTONE_TITLE_MAX} characters`),
  ),
  month: monthField,
  kind: z.enum(milestoneKinds, { error: "Kind must be release, platform, certification or market" }),
  status: z.enum(milestoneStatuses, { error: "Status must be done, in progress or planned" }),
  text: multiLineText(
    z
      .string()
      .trim()
      .min(1, "Description is required")
      .max(MILESTONE_TEXT_MAX, `Description must be at most ${MILESTONE_TEXT_MAX} characters`),
  ),
});

/**
 * An edit names the version it started from: a milestone changed by someone else in between is
 * refused with 409 instead of being overwritten.
 */
export const milestoneUpdateSchema = milestoneInputSchema.extend({ expectedUpdatedAt: updatedAtField });

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
