import { apiErrorSchema, operatorApi } from "@quillspin/contracts";
import { cryptoRng, type Rng } from "@quillspin/game-engine";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { apiError } from "../../plugins/errors";
import { rateLimitFor } from "../../plugins/rate-limit";
import { recordAudit } from "../audit/audit-log";
import { createDemoRoundArchive } from "../demos/demo-rounds";
import { profilesSummary } from "../demos/profile-rules";
import {
  operatorRoundDetailSchema,
  operatorRoundParamsSchema,
  operatorRoundsQuerySchema,
  operatorRoundsResponseSchema,
  operatorSessionCreatedSchema,
  operatorSessionRequestSchema,
  sandboxRoundsResponseSchema,
  sandboxSessionParamsSchema,
  sandboxSessionSchema,
  sandboxSpinRequestSchema,
  sandboxSpinResponseSchema,
} from "./operator.schemas";
import { createOperatorCredentials, type Operator, type OperatorCredentials } from "./operator-credentials";
import {
  createOperatorRounds,
  OperatorRefusal,
  type OperatorRounds,
  operatorApiActor,
  sessionHoldMs,
} from "./operator-rounds.service";
import { lockInPostgresqlOnly, redisSessionLock } from "./session-lock";
import { marketList } from "./session-market";
import { recordSignatureFailure } from "./signature-failures";
import { claimedOperator, keepRawJsonBodies, SignatureRefusal, signedBy } from "./signed-requests";
import { checkedLookup, type ResolveHost, walletUrlFormProblem } from "./wallet-address";
import { httpTransportWith, type WalletTransport } from "./wallet-client";

declare module "fastify" {
  interface FastifyInstance {
    /** The game server against operators' wallets; `server.ts` schedules its reconciliation. */
    operatorRounds: OperatorRounds;
    operatorCredentials: OperatorCredentials;
    /** The clock signatures are checked against; tests may set another. */
    operatorClock: () => Date;
  }
}

export interface OperatorRoutesOptions {
  randomSource?: () => Rng;
  clock?: () => Date;
  /** How long a wallet may take to answer; tests shorten it. */
  walletTimeoutMs?: number;
}

export const signingNote =
  "Signed: `X-Operator-Id`, `X-Timestamp` (Unix seconds) and `X-Signature`, the lowercase hex HMAC-SHA256 of `{timestamp}.{raw body}` (an empty body for a GET) with the operator's secret. A timestamp more than 300 s from the server's clock, a wrong signature or revoked credentials answer 401 and change nothing. Limited per operator; a 429 carries Retry-After.";

/** The reference wallet, called in process: the same signed route a partner's tools call over HTTP. */
export function referenceTransport(app: FastifyInstance): WalletTransport {
  return async ({ url, headers, body }) => {
    const response = await app.inject({
      method: "POST",
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: body,
    });
    return { status: response.statusCode, body: response.body };
  };
}

/**
 * HTTP to the operator's wallet, checked again at each call: the URL before it is sent, and where its
 * host now resolves as each connection opens, connecting to the very addresses judged (`checkedLookup`).
 * `resolve` is DNS unless a test answers for it.
 */
export function guardedHttpTransport(
  allowedHosts: readonly string[],
  resolve?: ResolveHost,
): WalletTransport {
  const send = httpTransportWith(checkedLookup(allowedHosts, resolve));
  return async (request) => {
    const problem = walletUrlFormProblem(request.url, allowedHosts);
    if (problem) throw new Error(problem);
    return send(request);
  };
}

/** Answers the module's refusals with their status; anything else goes to the app's error handler. */
export function answerRefusals(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof OperatorRefusal || error instanceof SignatureRefusal) {
      const code = error instanceof OperatorRefusal ? error.code : undefined;
      return reply
        .code(error.statusCode)
        .send({ ...apiError(error.statusCode, error.message), ...(code ? { code } : {}) });
    }
    throw error;
  });
}

/** The game server's services, for the routes here and in the partner area and for `server.ts`. */
export const operatorServices = fp(
  async (
    app: FastifyInstance,
    { randomSource = () => cryptoRng(), clock = () => new Date(), walletTimeoutMs }: OperatorRoutesOptions,
  ) => {
    const credentials = createOperatorCredentials({
      db: app.database.db,
      authSecrets: [app.config.authSecret, ...app.config.previousAuthSecrets],
    });
    const reference = referenceTransport(app);
    const http = guardedHttpTransport(app.config.sandboxWalletHosts);
    const rounds = createOperatorRounds({
      db: app.database.db,
      credentials,
      archive: createDemoRoundArchive(app.database.db),
      transportFor: (operator: Operator) =>
        operator.walletUrl
          ? { transport: http, baseUrl: operator.walletUrl }
          : { transport: reference, baseUrl: `/v1${operatorApi.referenceWallet(operator.id)}` },
      randomSource,
      clock,
      siteUrl: app.config.siteUrl,
      ...(walletTimeoutMs ? { walletTimeoutMs } : {}),
      sessionLock: app.redis
        ? redisSessionLock(app.redis, sessionHoldMs, app.log.child({ module: "operator" }))
        : lockInPostgresqlOnly,
    });
    app.decorate("operatorRounds", rounds);
    app.decorate("operatorCredentials", credentials);
    app.decorate("operatorClock", clock);
  },
  { name: "operator-services" },
);

/**
 * The operator integration (decision 32): the signed operator API (sessions, rounds) and the sandbox
 * session's play, against the operator's wallet or the studio's reference wallet.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const rounds = app.operatorRounds;
  const credentials = app.operatorCredentials;
  const clock = app.operatorClock;

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const limited = {
    rateLimit: { ...rateLimitFor(app.config.rateLimits.operatorApi), keyGenerator: claimedOperator },
  };
  const refusals = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

  await app.register(async (signed) => {
    keepRawJsonBodies(signed);
    answerRefusals(signed);
    signed.addHook("preValidation", async (request) => {
      try {
        request.operator = await signedBy(request, credentials, clock());
      } catch (error) {
        if (error instanceof SignatureRefusal && error.operatorId) {
          // Recorded for the fraud signals; a failure to record must not turn the 401 into a 500.
          await recordSignatureFailure(
            app.database.db,
            {
              operatorId: error.operatorId,
              problem: error.problem,
              method: request.method,
              path: request.url,
            },
            clock(),
          ).catch((recordError: unknown) =>
            request.log.error({ err: recordError }, "could not record a signature failure"),
          );
        }
        throw error;
      }
    });
    /** Every operator call is audited (issue 28): its reads too, with what they asked for. */
    const readAudited = (
      operator: Operator,
      action: string,
      subject: { type: string; id: string },
      asked?: object,
    ) =>
      recordAudit(
        app.database.db,
        {
          actor: operatorApiActor(operator),
          action,
          subject: { ...subject, label: subject.id },
          ...(asked ? { after: { ...asked } } : {}),
        },
        clock(),
      );
    const operatorOf = (request: { operator?: Operator }) => {
      if (!request.operator) throw new SignatureRefusal("missing");
      return request.operator;
    };

    signed.withTypeProvider<ZodTypeProvider>().post(
      "/operator/sessions",
      {
        config: limited,
        schema: {
          tags: ["operator"],
          summary: "Open a sandbox session for an operator's test player",
          description: `${signingNote} The game server first asks the operator's wallet for the player's balance (\`/balance\`); a refusal is a 409, no answer a 502. \`currency\` must be one of the operator's currencies; bets and balances are in its ISO 4217 minor units. \`rtp\` picks the game's RTP version (the stated one by default) and \`jurisdiction\` its profile: ${profilesSummary()}. \`market\` (one of ${marketList}) plays the version the partner picked for the game in that market (\`GET /v1/partner/rtp-versions\`) and the market's profile, where \`rtp\` and \`jurisdiction\` name none. The answer's \`game_url\` carries the session id as \`session\`.`,
          body: operatorSessionRequestSchema,
          response: {
            201: operatorSessionCreatedSchema,
            ...refusals,
            404: apiErrorSchema,
            409: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const opened = await rounds.openSession(operatorOf(request), request.body);
        return reply.code(201).send(opened);
      },
    );

    signed.withTypeProvider<ZodTypeProvider>().get(
      "/operator/rounds",
      {
        config: limited,
        schema: {
          tags: ["operator"],
          summary: "The operator's rounds, newest first, a page at a time",
          description: `${signingNote} Filter by \`player_id\` and by time (\`from\` inclusive, \`to\` exclusive, ISO 8601); pass \`next_cursor\` back as \`cursor\` for the next page. Amounts in minor units.`,
          querystring: operatorRoundsQuerySchema,
          response: { 200: operatorRoundsResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const page = await rounds.rounds(operator.id, request.query);
        await readAudited(
          operator,
          "operator.rounds-read",
          { type: "operator", id: operator.id },
          request.query,
        );
        return page;
      },
    );

    signed.withTypeProvider<ZodTypeProvider>().get(
      "/operator/rounds/:round_id",
      {
        config: limited,
        schema: {
          tags: ["operator"],
          summary: "One round with its wallet transactions and its replay address",
          description: `${signingNote} A round of another operator is a 404.`,
          params: operatorRoundParamsSchema,
          response: { 200: operatorRoundDetailSchema, ...refusals, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const operator = operatorOf(request);
        const round = await rounds.round(operator.id, request.params.round_id);
        await readAudited(operator, "operator.round-read", {
          type: "operator-round",
          id: request.params.round_id,
        });
        return round;
      },
    );
  });

  await app.register(async (player) => {
    answerRefusals(player);
    const typed = player.withTypeProvider<ZodTypeProvider>();
    typed.get(
      "/operator-sessions/:id",
      {
        config: limited,
        schema: {
          tags: ["operator"],
          summary: "A sandbox session as its game reads it: the balance as the wallet reports it",
          description:
            "The session id is the player's key, as for demos. Money in the currency's minor units; a wallet that does not answer is a 502.",
          params: sandboxSessionParamsSchema,
          response: {
            200: sandboxSessionSchema,
            400: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      async (request) => rounds.session(request.params.id),
    );

    typed.get(
      "/operator-sessions/:id/rounds",
      {
        config: limited,
        schema: {
          tags: ["operator"],
          summary: "A sandbox session's rounds, newest first: the player's history",
          description:
            "The rounds whose outcome was drawn (a refused or rolled-back bet played nothing), at most 100, with their bet, cost and win in the currency's minor units; each round's replay is `/demo/{game}/replay/{round id}`.",
          params: sandboxSessionParamsSchema,
          response: { 200: sandboxRoundsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ data: await rounds.history(request.params.id) }),
    );

    typed.post(
      "/operator-sessions/:id/spins",
      {
        config: limited,
        schema: {
          tags: ["operator"],
          summary: "Play one round of a sandbox session against the operator's wallet",
          description:
            "The bet (in minor units, one of the session's `bets`; a feature's cost must be whole minor units) is debited first (`/bet`); only when the wallet confirms it is the outcome drawn, stored, and its win sent (`/win`, 0 closes a round that won nothing). A refused bet is a 402 (insufficient funds) or a 409 and plays nothing; a bet the wallet did not answer is rolled back and answered 503. A win the wallet did not acknowledge is sent again until it is (`settlement: pending`). A second spin while one is under way is a 409 with `code` `ROUND_UNDER_WAY` (a round id already used: `ROUND_ALREADY_PLAYED`); a 409 the wallet caused carries the wallet's error as its `code` (`SESSION_EXPIRED`: start a new session).",
          params: sandboxSessionParamsSchema,
          body: sandboxSpinRequestSchema,
          response: {
            200: sandboxSpinResponseSchema,
            400: apiErrorSchema,
            402: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            503: apiErrorSchema,
          },
        },
      },
      async (request) => rounds.spin(request.params.id, request.body),
    );
  });
};
