import { healthSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { livenessSchema, readinessSchema } from "./health.schemas";

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the API and its database answer",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const { database } = app;
      let latencyMs: number | null = null;
      try {
        latencyMs = Math.round((await database.ping()) * 100) / 100;
      } catch (error) {
        request.log.error({ err: error }, "database health check failed");
      }
      const up = latencyMs !== null;
      return reply.code(up ? 200 : 503).send({
        status: up ? "ok" : "degraded",
        database: { kind: database.kind, up, latencyMs },
        version: app.config.version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );

  app.get(
    "/health/live",
    {
      schema: {
        tags: ["health"],
        summary: "Whether the process is up (no dependency is checked)",
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/health/ready",
    {
      schema: {
        tags: ["health"],
        summary: "Whether this instance should receive traffic",
        description:
          "503 while the instance shuts down or when its database or Redis (if configured) does not answer.",
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (request, reply) => {
      const { shuttingDown } = app.lifecycle;
      const [database, redis] = await Promise.all([
        timed(() => app.database.ping().then(() => undefined)),
        app.redis ? timed(() => app.redis?.ping().then(() => undefined)) : null,
      ]);
      if (!database.up) request.log.error({ err: database.error }, "readiness: database does not answer");
      if (redis && !redis.up) request.log.error({ err: redis.error }, "readiness: Redis does not answer");
      const ready = !shuttingDown && database.up && (redis?.up ?? true);
      return reply.code(ready ? 200 : 503).send({
        status: ready ? "ready" : "unavailable",
        shuttingDown,
        database: { up: database.up, latencyMs: database.latencyMs },
        redis: redis && { up: redis.up, latencyMs: redis.latencyMs },
      });
    },
  );
};

const CHECK_TIMEOUT_MS = 2000;

async function timed(check: () => Promise<void> | undefined) {
  const started = performance.now();
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        ).unref(),
      ),
    ]);
    return { up: true, latencyMs: Math.round((performance.now() - started) * 100) / 100, error: null };
  } catch (error) {
    return { up: false, latencyMs: null, error };
  }
}
