import { healthSchema } from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

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
};
