import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { brand } from "@quillspin/content";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export interface OpenApiOptions {
  version: string;
}

/**
 * The OpenAPI document is generated from the same zod schemas that validate the routes, so the
 * docs cannot drift from the behaviour. Served at /v1/openapi.json with a browsable page at /v1/docs.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, options: OpenApiOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${brand.name} API`,
        description: `Public and partner API behind the ${brand.name} website.`,
        version: options.version,
      },
      servers: [{ url: "/" }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/v1/docs" });
  app.get("/v1/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});
