import { randomUUID } from "node:crypto";
import { apiErrorSchema, contactReceiptSchema, contactRequestSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiError } from "../../plugins/errors";
import { rateLimitFor } from "../../plugins/rate-limit";
import { contactHeadersSchema } from "./contact.schemas";
import { submitContactMessage } from "./contact.service";

const RECEIVED =
  "Thank you: your message has reached the studio. The right team will reply within one working day.";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // JSON only: any other type is a 415 that says what to send, not a confusing field error.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("*", (request, _payload, done) =>
    done(
      Object.assign(
        new Error(
          `Send the message as application/json, not ${request.headers["content-type"]?.slice(0, 100) ?? "an untyped body"}`,
        ),
        { statusCode: 415 },
      ),
      undefined,
    ),
  );

  app.post(
    "/auth/contact",
    {
      config: { rateLimit: rateLimitFor(app.config.rateLimits.contact) },
      schema: {
        tags: ["contact"],
        summary: "Send a message to the studio through the contact form",
        description:
          "Stores the message and queues its notification to the studio inbox in one transaction. Limited per client address; a 429 carries Retry-After.",
        headers: contactHeadersSchema,
        body: contactRequestSchema,
        response: {
          201: contactReceiptSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { website, consent: _consent, ...fields } = request.body;
      // A filled honeypot is a bot: it gets the same answer as a person and nothing is kept.
      if (website) return reply.code(201).send({ id: randomUUID(), message: RECEIVED });
      const outcome = await submitContactMessage(app.database.db, fields, {
        idempotencyKey: request.headers["idempotency-key"],
        mail: { inbox: app.config.mail.contactInbox, siteUrl: app.config.siteUrl },
      });
      if (outcome.kind === "key-reused") {
        return reply
          .code(422)
          .send(apiError(422, "This Idempotency-Key was already used for a different message"));
      }
      return reply.code(201).send({ id: outcome.id, message: RECEIVED });
    },
  );
};
