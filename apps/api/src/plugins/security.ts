import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import cors from "@fastify/cors";
import { STRICT_TRANSPORT_SECURITY } from "@quillspin/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

export interface SecurityOptions {
  corsOrigins: string[];
}

/**
 * Browsers may call the API only from the site's own origin(s); every answer carries hardening headers,
 * and HSTS when it travels over https.
 * With these options (no directive is a function of the request) helmet's headers are the same for
 * every answer, so they are worked out once, by running its middleware on a response that is never
 * sent, and added to each reply as they are. `@fastify/helmet` rebuilt the middleware, parsing the
 * CSP directives again, on every request: a sixth of the CPU of a catalogue answer served from
 * memory (decision 24).
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: ["content-type", "authorization", "language", "x-request-id", "idempotency-key"],
    exposedHeaders: ["x-request-id", "retry-after"],
    maxAge: 600,
  });
  const hardening = helmet({
    // The only HTML the API serves is the OpenAPI docs page, which needs its own inline styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: "same-site" },
    // Sent per request below, over https only.
    strictTransportSecurity: false,
  });
  const probe = new IncomingMessage(new Socket());
  const response = new ServerResponse(probe);
  hardening(probe, response, (error) => {
    if (error) throw error;
  });
  const hardeningHeaders = response.getHeaders();
  if (!hardeningHeaders["content-security-policy"]) throw new Error("helmet set no security headers");
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(hardeningHeaders);
    // Over plain http a browser ignores HSTS, and on a development host it would pin the name to https
    // (the site decides the same way). Behind nginx the request arrives over http: the protocol is the
    // X-Forwarded-Proto of a proxy the API trusts (`trustProxy`), never a header any client can send.
    if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  });
});
