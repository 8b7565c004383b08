import {
  apiErrorSchema,
  gameEntitiesResponseSchema,
  gameFacetsResponseSchema,
  gameListResponseSchema,
} from "@quillspin/contracts";
import type { onRequestAsyncHookHandler } from "fastify";
import { type FastifyPluginAsyncZod, serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { apiError } from "../../plugins/errors";
import { type CatalogueAnswers, normalisedQuery } from "./catalogue-answers";
import { requestKey, sendCatalogueAnswer } from "./catalogue-reply";
import {
  gameDetailResponseSchema,
  gameFacetsQuerySchema,
  gameListQuerySchema,
  gameLocaleQuerySchema,
  gameParamsSchema,
} from "./games.schemas";
import { findGame, listGameEntities, listGameFacets, listGames } from "./games.service";

/**
 * Catalogue reads are not logged one by one ("incoming request", "request completed"): two log lines
 * cost more CPU than answering from memory, and the metrics count them and nginx's access log has
 * each one. Warnings and errors still reach the log.
 */
const QUIET = "warn";

export interface GamesRoutesOptions {
  answers: CatalogueAnswers;
}

/** The JSON of a 200 answer, checked against its schema exactly as Fastify's serializer would. */
function serializerFor(schema: z.ZodType, url: string): (data: unknown) => string {
  return serializerCompiler({ schema, method: "GET", url, httpStatus: "200" });
}

/**
 * The catalogue changes only on deploy, so every answer here is made once per normalised query and
 * then served from memory (decision 24). A URL answered before is answered in `onRequest`, before
 * validation and the handler; the security headers, CORS, the request id and the metrics come from
 * the app's own hooks, which have run by then or run on send.
 */
export const gamesRoutes: FastifyPluginAsyncZod<GamesRoutesOptions> = async (app, { answers }) => {
  const { db } = app.database;
  const fromMemory: onRequestAsyncHookHandler = async (request, reply) => {
    const answer = answers.forUrl(requestKey(request));
    if (answer) return sendCatalogueAnswer(request, reply, answer);
  };
  const serializeList = serializerFor(gameListResponseSchema, "/games");
  const serializeEntities = serializerFor(gameEntitiesResponseSchema, "/games/entities");
  const serializeDetail = serializerFor(gameDetailResponseSchema, "/games/:slug");
  const serializeFacets = serializerFor(gameFacetsResponseSchema, "/games/facets");

  app.get(
    "/games",
    {
      onRequest: fromMemory,
      logLevel: QUIET,
      schema: {
        tags: ["games"],
        summary: "The game catalogue, filtered, searched, sorted and paged",
        description:
          "Each filter may be repeated; a game matches a filter when it has any of its values, and must match every filter given. Without `sort` the list is in catalogue order. Answers carry a strong `ETag` and `Cache-Control`; send `If-None-Match` to get 304 when nothing changed.",
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const key = `games ${request.locale} ${normalisedQuery(request.query)}`;
      const answer = await answers.answer(key, requestKey(request), async () =>
        serializeList(await listGames(db, request.query)),
      );
      // A list always exists (an empty page included): `answer` only lacks one for "not found".
      if (!answer) throw new Error(`no answer for ${key}`);
      return sendCatalogueAnswer(request, reply, answer);
    },
  );

  app.get(
    "/games/entities",
    {
      onRequest: fromMemory,
      logLevel: QUIET,
      schema: {
        tags: ["games"],
        summary: "The values the game list filters offer, with their labels",
        response: { 200: gameEntitiesResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await answers.answer(`entities ${request.locale}`, requestKey(request), async () =>
        serializeEntities({ data: await listGameEntities(db) }),
      );
      if (!answer) throw new Error("no answer for the game entities");
      return sendCatalogueAnswer(request, reply, answer);
    },
  );

  app.get(
    "/games/facets",
    {
      onRequest: fromMemory,
      logLevel: QUIET,
      schema: {
        tags: ["games"],
        summary: "How many games each filter value matches under the other filters",
        description:
          "Takes the list's filters and search. Each value of a filter is counted under every other filter and the search, not under its own filter's values (they widen the list: a game matches any of them), so a count is what the list would hold with that value added. Values that match no game count 0.",
        querystring: gameFacetsQuerySchema,
        response: { 200: gameFacetsResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const key = `facets ${normalisedQuery(request.query)}`;
      const answer = await answers.answer(key, requestKey(request), async () =>
        serializeFacets(await listGameFacets(db, request.query)),
      );
      if (!answer) throw new Error(`no answer for ${key}`);
      return sendCatalogueAnswer(request, reply, answer);
    },
  );

  app.get(
    "/games/:slug",
    {
      onRequest: fromMemory,
      logLevel: QUIET,
      schema: {
        tags: ["games"],
        summary: "One game: its list item, facts and page content",
        params: gameParamsSchema,
        querystring: gameLocaleQuerySchema,
        response: { 200: gameDetailResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const key = `game ${request.locale} ${slug} ${normalisedQuery(request.query)}`;
      const answer = await answers.answer(key, requestKey(request), async () => {
        const game = await findGame(db, slug);
        return game && serializeDetail({ data: game });
      });
      if (!answer) return reply.code(404).send(apiError(404, `Game not found: ${slug}`));
      return sendCatalogueAnswer(request, reply, answer);
    },
  );
};
