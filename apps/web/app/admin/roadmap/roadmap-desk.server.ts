import {
  defaultLocale,
  type Milestone,
  milestoneConflictSchema,
  milestoneDoneSchema,
  milestoneIdParamsSchema,
  milestoneInputSchema,
  milestoneMoveSchema,
  milestoneResponseSchema,
  milestoneUpdateSchema,
  roadmapResponseSchema,
} from "@quillspin/contracts";
import { redirect } from "react-router";
import { z } from "zod";
import type { ApiClient } from "../../api/api-client";
import { ApiRequestError } from "../../api/api-request-error";
import { type SubmittedForm, submitForm } from "../../forms/form-action";
import { roadmapMessages } from "../../locale/areas/roadmap";
import { loadMessages, withAreas } from "../../locale/messages";
import { staffTime } from "../admin-time";
import { emptyMilestone, type MilestoneEditValues, type MilestoneFormValues } from "./milestone-fields";

export const ROADMAP_DESK = "/admin/roadmap";

/** What a post to the roadmap desk answers when it does not go straight back to the list. */
export type RoadmapDeskAnswer =
  | { intent: "add"; posted: SubmittedForm<MilestoneFormValues, Milestone> }
  | { intent: "edit"; id: string; posted: SubmittedForm<MilestoneEditValues, Milestone | null> }
  | { intent: "change"; summary: string };

export async function loadRoadmapDesk(api: ApiClient): Promise<Milestone[]> {
  return (await api.get("/admin/roadmap", undefined, { schema: roadmapResponseSchema })).data;
}

/** The API's 409 of a save from an older version, as a sentence naming when the other save was. */
async function conflictSummary(error: unknown): Promise<string | null> {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const conflict = milestoneConflictSchema.safeParse(error.data);
  if (!conflict.success) return null;
  const m = withAreas(await loadMessages(defaultLocale), defaultLocale, [roadmapMessages]);
  return m.roadmap.admin.conflict(staffTime(conflict.data.currentUpdatedAt, "second"));
}

/** A one-button change (move, done, delete) the API refused: its message, or the unreachable one. */
async function changeRefused(error: unknown): Promise<RoadmapDeskAnswer> {
  const m = withAreas(await loadMessages(defaultLocale), defaultLocale, [roadmapMessages]);
  const conflict = await conflictSummary(error);
  if (conflict) return { intent: "change", summary: conflict };
  if (error instanceof ApiRequestError && error.serverMessage) {
    return { intent: "change", summary: error.serverMessage };
  }
  return { intent: "change", summary: m.roadmap.admin.unreachable };
}

function milestoneId(formData: FormData): string {
  const parsed = milestoneIdParamsSchema.safeParse({ id: formData.get("id") });
  if (!parsed.success)
    throw new Response("This milestone is not one the roadmap has: reload the page and try again.", {
      status: 400,
    });
  return parsed.data.id;
}

/**
 * The roadmap desk's posts, each a plain form (so all of them work without scripts): `intent` says
 * which. Every form is checked with the contract's schema before the API is called with the staff
 * member's token; a success goes back to the list (Post/Redirect/Get), a refusal is shown on it.
 */
export async function roadmapDeskAction(api: ApiClient, formData: FormData): Promise<RoadmapDeskAnswer> {
  const m = withAreas(await loadMessages(defaultLocale), defaultLocale, [roadmapMessages]);
  const unreachable = m.roadmap.admin.unreachable;
  const intent = formData.get("intent");

  if (intent === "add") {
    const posted = await submitForm(formData, {
      schema: milestoneInputSchema,
      initial: emptyMilestone,
      send: async (data) =>
        (await api.post("/admin/roadmap", data, { schema: milestoneResponseSchema })).data,
      unreachable,
    });
    if (posted.result) throw redirect(`${ROADMAP_DESK}?added=${posted.result.id}`, 303);
    return { intent, posted };
  }

  const id = milestoneId(formData);
  if (intent === "edit") {
    let conflict: string | null = null;
    const posted = await submitForm(formData, {
      schema: milestoneUpdateSchema,
      initial: { ...emptyMilestone, expectedUpdatedAt: "" },
      send: async (data) => {
        try {
          const answer = await api.request(`/admin/roadmap/${id}`, {
            method: "PUT",
            body: data,
            schema: milestoneResponseSchema,
          });
          return answer.data;
        } catch (error) {
          conflict = await conflictSummary(error);
          if (conflict) return null;
          throw error;
        }
      },
      unreachable,
    });
    if (posted.result) throw redirect(`${ROADMAP_DESK}?saved=${id}`, 303);
    return { intent, id, posted: conflict ? { ...posted, summary: conflict } : posted };
  }

  try {
    if (intent === "move") {
      const body = milestoneMoveSchema.parse({ direction: formData.get("direction") });
      await api.post(`/admin/roadmap/${id}/move`, body, { schema: roadmapResponseSchema });
      throw redirect(`${ROADMAP_DESK}?moved=${id}#milestone-${id}`, 303);
    }
    if (intent === "done") {
      const body = milestoneDoneSchema.parse({
        done: formData.get("done") === "true",
        expectedUpdatedAt: formData.get("expectedUpdatedAt"),
      });
      await api.post(`/admin/roadmap/${id}/done`, body, { schema: milestoneResponseSchema });
      throw redirect(`${ROADMAP_DESK}#milestone-${id}`, 303);
    }
    if (intent === "delete") {
      await api.request(`/admin/roadmap/${id}`, { method: "DELETE" });
      throw redirect(`${ROADMAP_DESK}?deleted=1`, 303);
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof z.ZodError) return { intent: "change", summary: error.issues[0]?.message ?? "" };
    return changeRefused(error);
  }
  throw new Response("intent: expected add, edit, move, done or delete", { status: 400 });
}
