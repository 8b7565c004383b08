import { brand } from "@quillspin/content";
import {
  apiErrorSchema,
  siteAddress,
  siteRoutes,
  subscribeAcceptedSchema,
  subscribeRequestSchema,
  subscriptionOutcomeSchema,
  subscriptionTokenRequestSchema,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../plugins/errors";
import { rateLimitFor } from "../../plugins/rate-limit";
import { confirmSubscription, subscribe, unsubscribe } from "./subscriptions.service";

/** The same answer whether the address is new, pending or already confirmed. */
const SUBSCRIBE_ACCEPTED =
  "Thank you. Check your inbox for an email from us and open the link in it to confirm your subscription. If you are already subscribed, there is nothing more to do.";
const CONFIRMED =
  "Your subscription is confirmed. Our next release notes and game announcements will reach you.";
const CONFIRM_UNKNOWN =
  "This confirmation link is not valid any more. A newer email may have replaced it: subscribe again to get a fresh link.";
const CONFIRM_EXPIRED = "This confirmation link has expired. Subscribe again to get a fresh one.";
const UNSUBSCRIBED =
  "You are unsubscribed and will get no more newsletter emails from us. Changed your mind? Subscribe again at any time.";
const UNSUBSCRIBE_UNKNOWN = `This unsubscribe link is not valid. If our emails keep arriving, write to ${brand.contacts.press} and we will remove your address by hand.`;

const outcomeResponses = {
  200: subscriptionOutcomeSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
  410: apiErrorSchema,
  429: apiErrorSchema,
};

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = {
    secrets: { current: app.config.authSecret, previous: app.config.previousAuthSecrets },
    siteUrl: app.config.siteUrl,
    apiBaseUrl: app.config.apiBaseUrl,
  };
  const linkLimit = { rateLimit: rateLimitFor(app.config.rateLimits.subscriptionLinks) };

  // JSON only: any other type is a 415 that says what to send, not a confusing field error.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("*", (request, _payload, done) =>
    done(
      Object.assign(
        new Error(
          `Send the request as application/json, not ${request.headers["content-type"]?.slice(0, 100) ?? "an untyped body"}`,
        ),
        { statusCode: 415 },
      ),
      undefined,
    ),
  );
  // RFC 8058 one-click requests arrive as form posts; their body carries nothing the API needs.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/subscriptions",
    {
      config: { rateLimit: rateLimitFor(app.config.rateLimits.subscribe) },
      schema: {
        tags: ["subscriptions"],
        summary: "Subscribe to the newsletter (double opt-in)",
        description:
          "Always answers 202 with the same message, so it never tells whether an address is already on the list. A new or unsubscribed address gets a confirmation email; a pending one gets a fresh link at most every 10 minutes.",
        body: subscribeRequestSchema,
        response: {
          202: subscribeAcceptedSchema,
          400: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.body.website) await subscribe(app.database.db, request.body.email, settings);
      return reply.code(202).send({ message: SUBSCRIBE_ACCEPTED });
    },
  );

  app.post(
    "/subscriptions/confirm",
    {
      config: linkLimit,
      schema: {
        tags: ["subscriptions"],
        summary: "Confirm a subscription with the token from its confirmation email",
        body: subscriptionTokenRequestSchema,
        response: outcomeResponses,
      },
    },
    async (request, reply) => {
      const outcome = await confirmSubscription(app.database.db, request.body.token);
      if (outcome === "unknown") return reply.code(404).send(apiError(404, CONFIRM_UNKNOWN));
      if (outcome === "expired") return reply.code(410).send(apiError(410, CONFIRM_EXPIRED));
      return { status: "confirmed" as const, message: CONFIRMED };
    },
  );

  app.post(
    "/subscriptions/unsubscribe",
    {
      config: linkLimit,
      schema: {
        tags: ["subscriptions"],
        summary: "Unsubscribe with the token from any newsletter email",
        body: subscriptionTokenRequestSchema,
        response: outcomeResponses,
      },
    },
    async (request, reply) => {
      const outcome = await unsubscribe(app.database.db, request.body.token);
      if (outcome === "unknown") return reply.code(404).send(apiError(404, UNSUBSCRIBE_UNKNOWN));
      return { status: "unsubscribed" as const, message: UNSUBSCRIBED };
    },
  );

  app.post(
    "/subscriptions/unsubscribe/one-click",
    {
      config: linkLimit,
      schema: {
        tags: ["subscriptions"],
        summary: "RFC 8058 one-click unsubscribe, the address in every newsletter's List-Unsubscribe header",
        querystring: subscriptionTokenRequestSchema,
        response: outcomeResponses,
      },
    },
    async (request, reply) => {
      const outcome = await unsubscribe(app.database.db, request.query.token);
      if (outcome === "unknown") return reply.code(404).send(apiError(404, UNSUBSCRIBE_UNKNOWN));
      return { status: "unsubscribed" as const, message: UNSUBSCRIBED };
    },
  );

  app.get(
    "/subscriptions/unsubscribe/one-click",
    {
      config: linkLimit,
      schema: {
        tags: ["subscriptions"],
        summary: "Sends a person who opened the List-Unsubscribe address to the site's unsubscribe page",
        description: "A GET never unsubscribes: link scanners open addresses in mails too.",
        querystring: subscriptionTokenRequestSchema,
        response: { 400: apiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.redirect(siteAddress(app.config.siteUrl, siteRoutes.unsubscribe(request.query.token)), 303),
  );
};
