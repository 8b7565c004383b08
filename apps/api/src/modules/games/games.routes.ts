import { apiErrorSchema, gameListQuerySchema, gameListResponseSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listGames } from "./games.service";

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/games",
    {
      schema: {
        tags: ["games"],
        summary: "The game catalogue, in catalogue order",
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => listGames(app.database.db, request.query),
  );
};
