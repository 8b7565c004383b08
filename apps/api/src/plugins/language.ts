import { type LocaleCode, resolveLocale } from "@quillspin/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The locale of the `Language` header; anything unsupported falls back to the default. */
    locale: LocaleCode;
  }
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("locale", "en");
  app.addHook("onRequest", async (request, reply) => {
    const header = request.headers.language;
    request.locale = resolveLocale(Array.isArray(header) ? header[0] : header);
    reply.header("content-language", request.locale);
  });
});
