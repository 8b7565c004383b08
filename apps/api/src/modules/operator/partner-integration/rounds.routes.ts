import { Readable } from "node:stream";
import { apiErrorSchema } from "@quillspin/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../../plugins/errors";
import {
  operatorRoundDetailSchema,
  operatorRoundParamsSchema,
  operatorRoundsResponseSchema,
} from "../operator.schemas";
import { partnerAccess, partnerOf, partnerRefusals } from "./partner-access";
import { roundsCsv } from "./rounds-csv";
import {
  partnerRoundsFilterSchema,
  partnerRoundsQuerySchema,
  stuckTransactionsResponseSchema,
} from "./schemas";
import { stuckTransactions } from "./stuck-transactions";

const filtersNote =
  "Filter by `player_id`, `game` (slug), `status` and time (`from` inclusive, `to` exclusive, ISO 8601). Money in the currency's minor units.";

/** Streamed: the rounds are read page by page while the client downloads. */
function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(Readable.from(chunks));
}

/** How many owed transactions the client area lists at once. */
const STUCK_LIMIT = 100;

/**
 * The partner's sandbox rounds as the client area browses them: the Operator API's list and detail
 * (the same service) with more filters, a CSV export, and the wins and rollbacks still owed.
 */
export const partnerRoundRoutes: FastifyPluginAsyncZod = async (app) => {
  const rounds = app.operatorRounds;
  const operatorIdOf = async (accountId: string) =>
    (await app.operatorCredentials.ofAccount(accountId))?.id ?? null;

  app.get(
    "/partner/integration/rounds",
    {
      schema: {
        tags: ["partner area"],
        summary: "The sandbox's rounds, newest first, a page at a time",
        description: `${partnerAccess} ${filtersNote} Pass \`next_cursor\` back as \`cursor\` for the next page. Empty before credentials are issued.`,
        querystring: partnerRoundsQuerySchema,
        response: { 200: operatorRoundsResponseSchema, 400: apiErrorSchema, ...partnerRefusals },
      },
    },
    async (request) => {
      const operatorId = await operatorIdOf(partnerOf(request).id);
      if (!operatorId) return { data: [], next_cursor: null };
      return rounds.rounds(operatorId, request.query);
    },
  );

  app.get(
    "/partner/integration/rounds.csv",
    {
      schema: {
        tags: ["partner area"],
        summary: "The sandbox's rounds matching the filters, as CSV",
        description: `${partnerAccess} ${filtersNote} Newest first, every round that matches; every cell quoted, and a cell a spreadsheet would run as a formula starts with a single quote.`,
        querystring: partnerRoundsFilterSchema,
        produces: ["text/csv"],
        response: { 400: apiErrorSchema, ...partnerRefusals },
      },
    },
    async (request, reply) => {
      const operatorId = await operatorIdOf(partnerOf(request).id);
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `quillspin-sandbox-rounds-${day}.csv`,
        roundsCsv(rounds, operatorId, request.query),
      );
    },
  );

  app.get(
    "/partner/integration/rounds/:round_id",
    {
      schema: {
        tags: ["partner area"],
        summary: "One sandbox round with its wallet transactions and its replay address",
        description: `${partnerAccess} Each transaction (bet, win, rollback) with its status (acknowledged, pending or refused), attempts, last error and, while owed, its next attempt. A round of another partner is a 404.`,
        params: operatorRoundParamsSchema,
        response: {
          200: operatorRoundDetailSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...partnerRefusals,
        },
      },
    },
    async (request, reply) => {
      const operatorId = await operatorIdOf(partnerOf(request).id);
      const roundId = request.params.round_id;
      if (!operatorId) return reply.code(404).send(apiError(404, `Round not found: ${roundId}`));
      return rounds.round(operatorId, roundId);
    },
  );

  app.get(
    "/partner/integration/stuck-transactions",
    {
      schema: {
        tags: ["partner area"],
        summary: "Wins and rollbacks your wallet has not acknowledged yet, oldest first",
        description: `${partnerAccess} The game server sends each again with backoff until your wallet acknowledges it; each shows its attempts, last error and next attempt, and leaves the list once acknowledged. At most ${STUCK_LIMIT}; \`more\` says when there are others.`,
        response: { 200: stuckTransactionsResponseSchema, ...partnerRefusals },
      },
    },
    async (request) => {
      const operatorId = await operatorIdOf(partnerOf(request).id);
      if (!operatorId) return { data: [], more: false };
      return stuckTransactions(app.database.db, operatorId, STUCK_LIMIT);
    },
  );
};
