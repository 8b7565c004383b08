import {
  apiErrorSchema,
  demoGambleRequestSchema,
  demoGambleResponseSchema,
  demoLaunchQuerySchema,
  demoLaunchSchema,
  demoReplayDays,
  demoReplayResponseSchema,
  demoSessionResponseSchema,
  demoSessionRoundsResponseSchema,
  demoSpinRequestSchema,
  demoSpinResponseSchema,
  roundHistoryLength,
} from "@quillspin/contracts";
import { cryptoRng, lowerVersionTargets, type Rng } from "@quillspin/game-engine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../plugins/errors";
import { rateLimitFor } from "../../plugins/rate-limit";
import { createDatabaseDemoSessionStore } from "./database-demo-session-store";
import { createDemoRoundArchive } from "./demo-rounds";
import { demoGameParamsSchema, demoRoundParamsSchema, demoSessionParamsSchema } from "./demos.schemas";
import { createDemoService } from "./demos.service";
import { profilesSummary } from "./profile-rules";
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
    archive: createDemoRoundArchive(app.database.db),
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
        description: `Every call starts a new session with 1,000.00 FUN of play money. ${sessionNote} Limited per client address; a 429 carries Retry-After. \`rtp\` picks the RTP version every round of the session plays (${lowerVersionTargets.join(", ")}, or the stated RTP rounded, the default); a version the game does not offer is a 400 naming \`rtp\`. \`jurisdiction\` picks the profile the session plays under: ${profilesSummary()}. The player's address names any profile but the default; anything else is a 400 naming \`jurisdiction\`.`,
        params: demoGameParamsSchema,
        querystring: demoLaunchQuerySchema,
        response: { 200: demoLaunchSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const launched = await demos.launch(request.params.slug, request.query);
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
          "The cost is debited and the win credited in one step. A win becomes the pending gamble offer; a new spin drops any earlier offer. Sending the same `round_id` again answers the same round without charging again. A balance below the cost is a 409: refill it with `/reset`. The session's jurisdiction profile applies: `autoplay` is a 400 where the profile has none, or without `loss_limit` where it needs one; a round that could take an autoplay past its loss limit, or that starts sooner than the profile's minimum time after the previous one, is a 409. Every round is kept for its replay (`/demo-rounds/{id}`).",
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

  app.get(
    "/demo-sessions/:id/rounds",
    {
      schema: {
        tags: ["demos"],
        summary: "The session's history: its latest rounds, newest first",
        description: `Up to ${roundHistoryLength} rounds, each with when it was played, its bet, cost and win; its id is the round's replay address. A session that is over is a 404.`,
        params: demoSessionParamsSchema,
        response: { 200: demoSessionRoundsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await demos.history(request.params.id) }),
  );

  app.get(
    "/demo-rounds/:id",
    {
      schema: {
        tags: ["demos"],
        summary: "A demo round as it was played, for its public replay",
        description: `No session is needed and nothing is charged: the answer is the stored round (steps, events, bet, win) with its game, RTP version and jurisdiction profile. A round is kept ${demoReplayDays} days after it was played; an unknown or older one is a 404.`,
        params: demoRoundParamsSchema,
        response: { 200: demoReplayResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await demos.replay(request.params.id) }),
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
