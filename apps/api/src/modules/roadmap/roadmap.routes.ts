import { roadmapResponseSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listMilestones } from "./roadmap.service";

/**
 * A shared cache may keep the roadmap this long: short enough that an editor's change reaches the
 * page and the calendar feed within the 5 seconds the back office promises.
 */
export const ROADMAP_MAX_AGE_SECONDS = 2;

/** The public roadmap, for the site's /roadmap page and its calendar feed. */
export const roadmapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/roadmap",
    {
      schema: {
        tags: ["roadmap"],
        summary: "The roadmap's milestones in the studio's order, first milestone first",
        description: `Public. Cacheable for ${ROADMAP_MAX_AGE_SECONDS} seconds: editors' changes show almost at once.`,
        response: { 200: roadmapResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", `public, max-age=${ROADMAP_MAX_AGE_SECONDS}`);
      return { data: await listMilestones(db) };
    },
  );
};
