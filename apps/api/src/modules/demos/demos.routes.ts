import {
  apiErrorSchema,
  demoGambleRequestSchema,
  demoGambleResponseSchema,
  demoLaunchQuerySchema,
  demoLaunchSchema,
  demoSessionResponseSchema,
  demoSpinRequestSchema,
  demoSpinResponseSchema,
} from "@quillspin/contracts";
import { cryptoRng, type Rng } from "@quillspin/game-engine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../plugins/errors";
import { rateLimitFor } from "../../plugins/rate-limit";
import { createDatabaseDemoSessionStore } from "./database-demo-session-store";
import { demoGameParamsSchema, demoSessionParamsSchema } from "./demos.schemas";
import { createDemoService } from "./demos.service";
import { createRedisDemoSessionStore } from "./redis-demo-session-store";

export interface DemosRoutesOptions {
  /** Where each request's outcomes come from; only tests replace the secure default. */
  randomSource?: () => Rng;
  clock?: () => Date;
}

const sessionNote =
  "The session lives 24 hours after its last spin, gamble or refill, in Redis when the API has it and in the database otherwise, so any API instance can serve the next request.";

/** Demo play: sessions with a play-money balance, spins and the gamble drawn on the server. */
export const demosRoutes: FastifyPluginAsyncZod<DemosRoutesOptions> = async (
  app,
  { randomSource = () => cryptoRng(), clock = () => new Date() },
) => {
  const demos = createDemoService({
    store: app.redis
      ? createRedisDemoSessionStore(app.redis)
      : createDatabaseDemoSessionStore(app.database.db),
    randomSource,
    clock,
    siteUrl: app.config.siteUrl,
  });

  // A balance read from a cache would be a wrong balance.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/games/:slug/demo",
    {
      config: { rateLimit: rateLimitFor(app.config.rateLimits.demoSessions) },
      schema: {
        tags: ["demos"],
        summary: "Start a demo of a game: the demo player's address with a fresh demo session",
        description: `Every call starts a new session with 1,000.00 FUN of play money. ${sessionNote} Limited per client address; a 429 carries Retry-After. \`rtp\` picks the RTP version every round of the session plays (94, 92, 88, or the stated RTP rounded, the default); a version the game does not offer is a 400 naming \`rtp\`.`,
        params: demoGameParamsSchema,
        querystring: demoLaunchQuerySchema,
        response: { 200: demoLaunchSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const launched = await demos.launch(request.params.slug, request.query.rtp);
      if (!launched) return reply.code(404).send(apiError(404, `Game not found: ${request.params.slug}`));
      return launched;
    },
  );

  app.get(
    "/demo-sessions/:id",
    {
      schema: {
        tags: ["demos"],
        summary: "A demo session: its balance, bets, buy options and any win waiting to be gambled",
        description: sessionNote,
        params: demoSessionParamsSchema,
        response: { 200: demoSessionResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await demos.session(request.params.id) }),
  );

  app.post(
    "/demo-sessions/:id/spins",
    {
      schema: {
        tags: ["demos"],
        summary: "Play one paid round: a spin, a Double Chance spin or a bought feature",
        description:
          "The cost is debited and the win credited in one step. A win becomes the pending gamble offer; a new spin drops any earlier offer. Sending the same `round_id` again answers the same round without charging again. A balance below the cost is a 409: refill it with `/reset`.",
        params: demoSessionParamsSchema,
        body: demoSpinRequestSchema,
        response: {
          200: demoSpinResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const data = await demos.spin(request.params.id, request.body);
      app.metrics.demoSpins.inc({ game: data.session.game });
      return { data };
    },
  );

  app.post(
    "/demo-sessions/:id/gamble",
    {
      schema: {
        tags: ["demos"],
        summary: "Gamble the pending win on the colour of a card: RED or BLACK",
        description:
          "The pending win is staked: a correct guess doubles it, a wrong one loses it. Up to 2 moves per win, and never past the game's max win. Without a pending win the answer is 409.",
        params: demoSessionParamsSchema,
        body: demoGambleRequestSchema,
        response: {
          200: demoGambleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => ({ data: await demos.gamble(request.params.id, request.body.guess) }),
  );

  app.post(
    "/demo-sessions/:id/reset",
    {
      schema: {
        tags: ["demos"],
        summary: "Refill the demo balance to its starting amount",
        description: "Any win waiting to be gambled is dropped.",
        params: demoSessionParamsSchema,
        response: { 200: demoSessionResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await demos.reset(request.params.id) }),
  );
};
