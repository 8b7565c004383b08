import {
  apiErrorSchema,
  milestoneConflictSchema,
  milestoneDoneSchema,
  milestoneIdParamsSchema,
  milestoneInputSchema,
  milestoneMoveSchema,
  milestoneResponseSchema,
  milestoneUpdateSchema,
  roadmapOrderSchema,
  roadmapResponseSchema,
} from "@quillspin/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../plugins/errors";
import { signedInAccount } from "../accounts/authentication.plugin";
import { staffAccessNote, staffSection } from "../admin/staff-access";
import { announceChangesOf } from "../content-events/content-events";
import {
  createMilestone,
  deleteMilestone,
  listMilestones,
  MilestoneConflict,
  markMilestoneDone,
  moveMilestone,
  reorderRoadmap,
  updateMilestone,
} from "./roadmap.service";

const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const access = `${staffAccessNote.editors} Every change is written to the audit log.`;

/** A concurrent save answers 409 with both versions' times, beside the usual error fields. */
async function answeringConflicts<T>(reply: FastifyReply, change: () => Promise<T>) {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof MilestoneConflict)) throw error;
    return reply.code(409).send({
      ...apiError(409, error.message),
      expectedUpdatedAt: error.expectedUpdatedAt,
      currentUpdatedAt: error.currentUpdatedAt,
    });
  }
}

/**
 * Keeping the roadmap: add, edit, reorder, mark done and delete milestones. The role is checked
 * when the request arrives, before its body is read, so an anonymous caller always gets 401 and a
 * partner 403.
 */
export const roadmapEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  staffSection(app, "editor", "admin");
  announceChangesOf(app, "roadmap");

  app.get(
    "/roadmap",
    {
      schema: {
        tags: ["roadmap editing"],
        summary: "The milestones in order, with the versions an edit names",
        description: access,
        response: { 200: roadmapResponseSchema, ...refusals },
      },
    },
    async () => ({ data: await listMilestones(db) }),
  );

  app.post(
    "/roadmap",
    {
      schema: {
        tags: ["roadmap editing"],
        summary: "Adds a milestone at the end of the roadmap",
        description: access,
        body: milestoneInputSchema,
        response: { 201: milestoneResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const milestone = await createMilestone(db, signedInAccount(request), request.body);
      return reply.code(201).send({ data: milestone });
    },
  );

  app.put(
    "/roadmap/order",
    {
      schema: {
        tags: ["roadmap editing"],
        summary: "Sets the whole order at once, in one transaction",
        description: `${access} \`ids\` names every milestone exactly once, first to last; if a milestone was added or deleted meanwhile the answer is 409 and nothing moves.`,
        body: roadmapOrderSchema,
        response: { 200: roadmapResponseSchema, 409: apiErrorSchema, ...refusals },
      },
    },
    async (request) => ({ data: await reorderRoadmap(db, signedInAccount(request), request.body.ids) }),
  );

  app.put(
    "/roadmap/:id",
    {
      schema: {
        tags: ["roadmap editing"],
        summary: "Replaces a milestone's fields",
        description: `${access} \`expectedUpdatedAt\` is the \`updatedAt\` of the version being edited: if someone saved the milestone since, the answer is 409 with both times and nothing changes.`,
        params: milestoneIdParamsSchema,
        body: milestoneUpdateSchema,
        response: {
          200: milestoneResponseSchema,
          404: apiErrorSchema,
          409: milestoneConflictSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      answeringConflicts(reply, async () => ({
        data: await updateMilestone(db, signedInAccount(request), request.params.id, request.body),
      })),
  );

  app.post(
    "/roadmap/:id/done",
    {
      schema: {
        tags: ["roadmap editing"],
        summary: "Marks a milestone done, or takes the mark back (it is then in progress)",
        description: `${access} Names the version like an edit and answers 409 the same way.`,
        params: milestoneIdParamsSchema,
        body: milestoneDoneSchema,
        response: {
          200: milestoneResponseSchema,
          404: apiErrorSchema,
          409: milestoneConflictSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      answeringConflicts(reply, async () => ({
        data: await markMilestoneDone(db, signedInAccount(request), request.params.id, request.body),
      })),
  );

  app.post(
    "/roadmap/:id/move",
    {
      schema: {
        tags: ["roadmap editing"],
        summary: "Swaps a milestone with the one above or below it",
        description: `${access} Answers the whole roadmap in its new order; moving the first up or the last down is a 409.`,
        params: milestoneIdParamsSchema,
        body: milestoneMoveSchema,
        response: { 200: roadmapResponseSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...refusals },
      },
    },
    async (request) => ({
      data: await moveMilestone(db, signedInAccount(request), request.params.id, request.body.direction),
    }),
  );

  app.delete(
    "/roadmap/:id",
    {
      schema: {
        tags: ["roadmap editing"],
        summary: "Deletes a milestone; the ones after it move up",
        description: `${access} The bundled roadmap is seeded on the first start only, so a deleted milestone stays deleted.`,
        params: milestoneIdParamsSchema,
        response: { 204: z.null().describe("Deleted"), 404: apiErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await deleteMilestone(db, signedInAccount(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
