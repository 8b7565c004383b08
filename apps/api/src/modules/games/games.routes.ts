import { apiErrorSchema, gameEntitiesResponseSchema, gameListResponseSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../plugins/errors";
import {
  gameDetailResponseSchema,
  gameListQuerySchema,
  gameLocaleQuerySchema,
  gameParamsSchema,
} from "./games.schemas";
import { findGame, listGameEntities, listGames } from "./games.service";

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/games",
    {
      schema: {
        tags: ["games"],
        summary: "The game catalogue, filtered, searched, sorted and paged",
        description:
          "Each filter may be repeated; a game matches a filter when it has any of its values, and must match every filter given. Without `sort` the list is in catalogue order.",
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listGames(app.database.db, request.query),
  );

  app.get(
    "/games/entities",
    {
      schema: {
        tags: ["games"],
        summary: "The values the game list filters offer, with their labels",
        response: { 200: gameEntitiesResponseSchema },
      },
    },
    async () => ({ data: await listGameEntities(app.database.db) }),
  );

  app.get(
    "/games/:slug",
    {
      schema: {
        tags: ["games"],
        summary: "One game: its list item, facts and page content",
        params: gameParamsSchema,
        querystring: gameLocaleQuerySchema,
        response: { 200: gameDetailResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const game = await findGame(app.database.db, request.params.slug);
      if (!game) return reply.code(404).send(apiError(404, `Game not found: ${request.params.slug}`));
      return { data: game };
    },
  );
};
