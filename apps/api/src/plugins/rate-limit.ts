import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { RateLimitPolicy } from "../config/env";

/**
 * Per-client-address limits that routes opt into with `config: { rateLimit: rateLimitFor(policy) }`;
 * nothing is limited by default. With Redis the counters are shared by every API instance, without
 * it each instance counts on its own. A Redis outage lets requests through rather than failing them.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: "rate-limit:" } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests: try again in ${context.after}`), {
        statusCode: context.statusCode,
      }),
  });
});

/** A route's `config.rateLimit` for one of the configured policies. */
export function rateLimitFor(policy: RateLimitPolicy) {
  return { max: policy.max, timeWindow: policy.windowMs };
}
