// First: V8's heap growth for a long-running API (heap-growth.ts), before anything allocates much.
import "./heap-growth";
import { serveMetrics } from "@quillspin/observability";
import closeWithGrace from "close-with-grace";
import { build } from "./app";
import { loadApiConfig } from "./config/env";
import { acquireDataDirLock, DataDirInUseError } from "./db/data-dir-lock";
import { openPreparedDatabase } from "./db/preparation";
import { openCommandChannel } from "./local-commands/command-channel-server";
import { scheduleDemoRoundPurge } from "./modules/demos/demo-round-purge";
import { startMailWorker } from "./modules/mail/mail-worker-startup";
import type { MailWorker } from "./modules/mail/worker";
import { schedulePublication } from "./modules/news/news.publication";
import { scheduleSettlement } from "./modules/operator/settlement-schedule";
import { scheduleSubscriptionRetention } from "./modules/subscriptions/subscriptions.retention-schedule";

const config = loadApiConfig();
// Held as long as the embedded database is open, so no CLI opens it beside us (decision 0002).
const dataDirLock = (() => {
  if (config.database.kind !== "pglite") return null;
  try {
    return acquireDataDirLock(config.database.dataDir, "the API");
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
})();
const database = await openPreparedDatabase(config.database);

// ioredis is loaded only when there is a Redis to talk to: about 9 MB resident otherwise (decision 29).
const redis = config.redisUrl
  ? new (await import("ioredis")).Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
  : null;
const app = await build({ config, database, redis });

let mailWorker: MailWorker | null = null;
let commandChannel: Awaited<ReturnType<typeof openCommandChannel>> | null = null;
const retention = scheduleSubscriptionRetention(database.db, app.log.child({ module: "subscriptions" }));
const publication = schedulePublication(database.db, app.log.child({ module: "news" }), { redis });
const roundPurge = scheduleDemoRoundPurge(database.db, app.log.child({ module: "demos" }));
const settlement = scheduleSettlement(database, app.operatorRounds, app.log.child({ module: "operator" }));
// A taken metrics port must not keep the API itself from serving: it is logged and metrics stay off.
const metricsServer = await serveMetrics(app.metrics.registry, config.metrics).catch((error: unknown) => {
  app.log.error({ err: error }, `metrics endpoint not started on port ${config.metrics.port}`);
  return null;
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  else app.log.info({ signal }, "shutting down");
  app.lifecycle.shuttingDown = true;
  metricsServer?.close();
  await commandChannel?.close();
  await settlement.stop();
  await app.close();
  await mailWorker?.stop();
  await retention.stop();
  await publication.stop();
  await roundPurge.stop();
  await database.close();
  dataDirLock?.release();
  redis?.disconnect();
});

await app.listen({ host: config.host, port: config.port });
// `npm run accounts` cannot open the embedded database while it is ours: it asks us instead.
if (config.database.kind === "pglite") {
  commandChannel = await openCommandChannel({
    pgliteDir: config.database.dataDir,
    db: database.db,
    siteUrl: config.siteUrl,
    log: app.log.child({ module: "local-commands" }),
  });
}
mailWorker = startMailWorker(config, database.db, app.log.child({ module: "mail" }));
app.log.info(
  `API ready at http://localhost:${config.port}/v1 (database: ${database.kind}${metricsServer ? `, metrics on ${config.metrics.host}:${config.metrics.port}` : ""})`,
);
