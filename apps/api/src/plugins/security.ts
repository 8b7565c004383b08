import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface SecurityOptions {
  corsOrigins: string[];
}

/** Browsers may call the API only from the site's own origin(s); every answer carries hardening headers. */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
    allowedHeaders: ["content-type", "authorization", "language", "x-request-id", "idempotency-key"],
    exposedHeaders: ["x-request-id", "retry-after"],
    maxAge: 600,
  });
  await app.register(helmet, {
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
  });
});
