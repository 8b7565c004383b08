import { randomUUID } from "node:crypto";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { ApiConfig } from "./config/env";
import type { Database } from "./db/database";
import { accountsModule } from "./modules/accounts/accounts.module";
import { adminRoutes } from "./modules/admin/admin.routes";
import { careersRoutes } from "./modules/careers/careers.routes";
import { contactRoutes } from "./modules/contact/contact.routes";
import { demosRoutes } from "./modules/demos/demos.routes";
import { CatalogueAnswers } from "./modules/games/catalogue-answers";
import { gamesRoutes } from "./modules/games/games.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { newsRoutes } from "./modules/news/news.routes";
import {
  type OperatorRoutesOptions,
  operatorRoutes,
  operatorServices,
} from "./modules/operator/operator.routes";
import { partnerIntegrationRoutes } from "./modules/operator/partner-integration.routes";
import { parSheetDownloadRoutes, parSummaryRoutes } from "./modules/par-sheets/par-sheets.routes";
import { partnerAreaRoutes } from "./modules/partner-area/partner-area.routes";
import { rtpVersionChoicesRoutes } from "./modules/partner-area/rtp-version-choices.routes";
import { roadmapRoutes } from "./modules/roadmap/roadmap.routes";
import { sandboxWalletRoutes } from "./modules/sandbox-wallet/sandbox-wallet.routes";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes";
import { answerFrameworkError, errorsPlugin } from "./plugins/errors";
import { languagePlugin } from "./plugins/language";
import { metricsPlugin } from "./plugins/metrics";
import { openApiPlugin } from "./plugins/openapi";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { securityPlugin } from "./plugins/security";
import { storableTextPlugin } from "./plugins/storable-text";

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    config: ApiConfig;
    redis: Redis | null;
    /** `server.ts` sets `shuttingDown` before closing, so readiness fails while requests drain. */
    lifecycle: { shuttingDown: boolean };
    /** The catalogue routes' answers held in memory (decision 24). */
    catalogueAnswers: CatalogueAnswers;
  }
}

export interface AppDependencies {
  config: ApiConfig;
  database: Database;
  /** Shared counters and caches across API instances; absent without REDIS_URL. */
  redis?: Redis | null;
  logger?: FastifyServerOptions["logger"];
  /** Only tests replace these: scripted outcomes, a short wallet timeout. */
  options?: { operator?: OperatorRoutesOptions };
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Builds the API with its dependencies handed in, so tests build it against their own database
 * and call it through `inject`, and `server.ts` only has to open things and listen.
 */
export async function build({ config, database, redis = null, logger, options = {} }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Accept the proxy's or the site's request id so one id follows a request end to end.
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Only a proxy on this machine (nginx) may set X-Forwarded-For; a client cannot fake its address.
    trustProxy: "loopback",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("redis", redis);
  app.decorate("lifecycle", { shuttingDown: false });
  app.decorate("catalogueAnswers", new CatalogueAnswers(config.catalogueCacheBytes));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(storableTextPlugin);
  await app.register(languagePlugin);
  await app.register(securityPlugin, { corsOrigins: config.corsOrigins });
  await app.register(openApiPlugin, { version: config.version });
  await app.register(rateLimitPlugin);
  await app.register(healthRoutes, { prefix: "/v1" });
  await app.register(gamesRoutes, { prefix: "/v1", answers: app.catalogueAnswers });
  await app.register(contactRoutes, { prefix: "/v1" });
  await app.register(careersRoutes, { prefix: "/v1" });
  await app.register(demosRoutes, { prefix: "/v1" });
  await app.register(subscriptionsRoutes, { prefix: "/v1" });
  await app.register(accountsModule, { prefix: "/v1" });
  await app.register(partnerAreaRoutes, { prefix: "/v1" });
  await app.register(parSummaryRoutes, { prefix: "/v1" });
  await app.register(parSheetDownloadRoutes, { prefix: "/v1" });
  await app.register(rtpVersionChoicesRoutes, { prefix: "/v1" });
  await app.register(newsRoutes, { prefix: "/v1" });
  // Before the back office: its integrations section reads the game server's services.
  await app.register(operatorServices, options.operator ?? {});
  await app.register(adminRoutes, { prefix: "/v1/admin" });
  await app.register(operatorRoutes, { prefix: "/v1" });
  await app.register(partnerIntegrationRoutes, { prefix: "/v1" });
  await app.register(sandboxWalletRoutes, { prefix: "/v1" });
  await app.register(roadmapRoutes, { prefix: "/v1" });

  return app;
}

export type App = Awaited<ReturnType<typeof build>>;
