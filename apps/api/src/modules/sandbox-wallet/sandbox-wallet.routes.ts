import { apiErrorSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { rateLimitFor } from "../../plugins/rate-limit";
import { sandboxTopUpSchema, walletAnswerSchema, walletErrorSchema } from "../operator/operator.schemas";
import { claimedOperator, keepRawJsonBodies, SignatureRefusal, signedBy } from "../operator/signed-requests";
import { createSandboxWallet } from "./sandbox-wallet.service";

const operations = ["balance", "bet", "win", "rollback"] as const;

const paramsSchema = z.object({ operatorId: z.string().min(1).max(64) });

const signing =
  'Signed like every call of the contract: `X-Operator-Id` (this operator), `X-Timestamp` (Unix seconds) and `X-Signature` (lowercase hex HMAC-SHA256 of `{timestamp}.{raw body}` with the operator\'s secret). A bad or stale signature answers 401 `{ error: "INVALID_SIGNATURE" }` and moves nothing.';

/**
 * The studio's reference wallet (decision 32), one per operator: the wallet API of the contract done
 * right over the operator's test players, plus top-ups of their play balances.
 */
export const sandboxWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const wallet = createSandboxWallet(app.database.db);
  keepRawJsonBodies(app);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  app.addHook("preValidation", async (request, reply) => {
    const { operatorId } = request.params as { operatorId?: string };
    try {
      const operator = await signedBy(request, app.operatorCredentials, app.operatorClock());
      if (operator.id !== operatorId) throw new SignatureRefusal("mismatch");
    } catch (error) {
      if (!(error instanceof SignatureRefusal)) throw error;
      return reply.code(401).send({ error: "INVALID_SIGNATURE" });
    }
  });
  const config = {
    rateLimit: { ...rateLimitFor(app.config.rateLimits.operatorApi), keyGenerator: claimedOperator },
  };

  for (const operation of operations) {
    app.post(
      `/sandbox-wallet/:operatorId/${operation}`,
      {
        config,
        schema: {
          tags: ["sandbox wallet"],
          summary: `Reference wallet: ${operation}`,
          description: `${signing} Body: \`{ player_id, session_id, currency, game${operation === "balance" ? "" : ", round_id, transaction_id, amount"}${operation === "rollback" ? ", rollback_transaction_id" : ""} }\`, amounts as integers in the currency's minor units. Every test player exists with 1,000 of the currency's major unit in the currency of its first call. The same \`transaction_id\` again answers the same and moves money once. Errors: \`INSUFFICIENT_FUNDS\` (402), \`CURRENCY_MISMATCH\` (409), \`INVALID_REQUEST\` (400: a field missing, or an amount negative or not an integer; 409: a bet whose rollback came first), \`INVALID_SIGNATURE\` (401).`,
          params: paramsSchema,
          body: z.record(z.string(), z.unknown()),
          response: {
            200: walletAnswerSchema,
            400: walletErrorSchema,
            401: walletErrorSchema,
            402: walletErrorSchema,
            409: walletErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const answer = await wallet.handle(request.params.operatorId, operation, request.body);
        return reply.code(answer.status).send(answer.body);
      },
    );
  }

  app.post(
    "/sandbox-wallet/:operatorId/top-up",
    {
      config,
      schema: {
        tags: ["sandbox wallet"],
        summary: "Reference wallet: add play money to a test player's balance",
        description: `${signing} A player seen for the first time starts at 1,000 of the currency's major unit before the top-up. A currency other than the player's is a 409 \`CURRENCY_MISMATCH\`.`,
        params: paramsSchema,
        body: sandboxTopUpSchema,
        response: { 200: walletAnswerSchema, 401: walletErrorSchema, 409: walletErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = await wallet.topUp(request.params.operatorId, request.body);
      return reply.code(answer.status === 200 ? 200 : 409).send(answer.body);
    },
  );
};
