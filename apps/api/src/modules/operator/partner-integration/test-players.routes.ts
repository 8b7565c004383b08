import { apiErrorSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../../plugins/errors";
import { maxTopUpMajor } from "../../sandbox-wallet/sandbox-wallet.service";
import { createTestPlayers, maxTopUpMinor } from "../../sandbox-wallet/test-players";
import { isCurrency } from "../money";
import { OperatorRefusal } from "../operator-rounds.service";
import { activeOperatorOf, partnerAccess, partnerOf, partnerRefusals } from "./partner-access";
import {
  testPlayerParamsSchema,
  testPlayersQuerySchema,
  testPlayersResponseSchema,
  topUpHeadersSchema,
  topUpRequestSchema,
  topUpResponseSchema,
} from "./schemas";

const encodeCursor = (playerId: string) => Buffer.from(playerId).toString("base64url");
/** The player id a cursor carries, or null for a cursor this API did not give. */
function decodeCursor(cursor: string): string | null {
  const playerId = Buffer.from(cursor, "base64url").toString("utf8");
  return testPlayerParamsSchema.shape.player_id.safeParse(playerId).success &&
    encodeCursor(playerId) === cursor
    ? playerId
    : null;
}

/** The partner's test players on the studio's reference wallet: their play balances and top-ups. */
export const partnerTestPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  const players = createTestPlayers(app.database.db);
  const credentials = app.operatorCredentials;

  app.get(
    "/partner/integration/test-players",
    {
      schema: {
        tags: ["partner area"],
        summary: "The sandbox's test players on the reference wallet, with their play balances",
        description: `${partnerAccess} A test player appears once a game or the wallet check has played as them, or once topped up; player id order, a page at a time. Empty before credentials are issued.`,
        querystring: testPlayersQuerySchema,
        response: { 200: testPlayersResponseSchema, 400: apiErrorSchema, ...partnerRefusals },
      },
    },
    async (request, reply) => {
      const { cursor, limit } = request.query;
      const after = cursor ? decodeCursor(cursor) : null;
      if (cursor && after === null) {
        return reply.code(400).send(apiError(400, "querystring.cursor: is not a cursor this API gave"));
      }
      const operator = await credentials.ofAccount(partnerOf(request).id);
      if (!operator) return { data: [], next_cursor: null };
      const page = await players.list(operator.id, { ...(after ? { after } : {}), limit });
      const last = page.players.at(-1);
      return { data: page.players, next_cursor: page.more && last ? encodeCursor(last.player_id) : null };
    },
  );

  app.post(
    "/partner/integration/test-players/:player_id/top-up",
    {
      schema: {
        tags: ["partner area"],
        summary: "Add play money to a test player's balance on the reference wallet",
        description: `${partnerAccess} \`amount\` in the currency's minor units, at most ${maxTopUpMajor.toLocaleString("en")} of its major unit per top-up; a player seen for the first time starts with the wallet's starting balance in \`currency\`, which must then be one of your currencies. The \`Idempotency-Key\` header makes a retry safe: the same key answers the first top-up again and adds nothing. Another currency than the player's is a 409; credentials missing or revoked, 409. Audited.`,
        headers: topUpHeadersSchema,
        params: testPlayerParamsSchema,
        body: topUpRequestSchema,
        response: {
          200: topUpResponseSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          ...partnerRefusals,
        },
      },
    },
    async (request, reply) => {
      const partner = partnerOf(request);
      const operator = await activeOperatorOf(credentials, partner);
      const { amount, currency } = request.body;
      const playerId = request.params.player_id;
      if (!isCurrency(currency)) {
        return reply.code(400).send(apiError(400, `body.currency: ${currency} is not an ISO 4217 currency`));
      }
      const outcome = await players.topUp(
        operator.id,
        {
          playerId,
          currency,
          amount,
          key: request.headers["idempotency-key"],
          newPlayerCurrencies: operator.currencies,
        },
        partner,
      );
      switch (outcome.kind) {
        case "topped-up":
          return {
            player_id: playerId,
            currency,
            balance: outcome.balance,
            top_up: amount,
            replayed: outcome.replayed,
          };
        case "too-large":
          return reply
            .code(400)
            .send(
              apiError(
                400,
                `body.amount: a top-up adds at most ${maxTopUpMinor(currency)} minor units of ${currency}, and a balance stays below ${Number.MAX_SAFE_INTEGER}`,
              ),
            );
        case "new-player-currency":
          throw new OperatorRefusal(
            400,
            `body.currency: a new test player plays in one of your currencies (${operator.currencies.join(", ")}), not ${currency}`,
          );
        case "currency-mismatch":
          throw new OperatorRefusal(
            409,
            `Test player ${playerId} plays in ${outcome.playerCurrency}: top up in ${outcome.playerCurrency}, not ${currency}.`,
          );
        case "key-reused":
          return reply
            .code(422)
            .send(apiError(422, "This Idempotency-Key was already used for a different top-up"));
      }
    },
  );
};
