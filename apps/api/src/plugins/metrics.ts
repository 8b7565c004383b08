import { createHttpMetrics } from "@quillspin/observability";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, Gauge, type Registry } from "prom-client";
import { mailOutbox } from "../modules/mail/mail.tables";

export interface ApiMetrics {
  registry: Registry;
  /** Demo spins answered, by game; the demo spin route adds one per answer (a replayed round too). */
  demoSpins: Counter<"game">;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

/** Latency buckets in seconds, from a cached catalogue read to a slow password hash under load. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics of this API process, in a registry of its own (tests build several apps in one
 * process). Requests are labelled by route template, never by raw URL, so ids and query strings
 * cannot blow up the number of series. Database and outbox figures are read when scraped.
 * `server.ts` serves `app.metrics.registry` on a port of its own (API_METRICS_PORT).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { registry, observe } = createHttpMetrics("api", LATENCY_BUCKETS);
    const demoSpins = new Counter({
      name: "demo_spins_total",
      help: "Demo spins answered, by game (a retried round_id counts again)",
      labelNames: ["game"] as const,
      registers: [registry],
    });

    const { database } = app;
    new Gauge({
      name: "db_pool_connections",
      help: "Database connections of this process, by state (max is the pool's size)",
      labelNames: ["state"] as const,
      registers: [registry],
      async collect() {
        try {
          const stats = await database.poolStats();
          this.set({ state: "max" }, stats.max);
          this.set({ state: "active" }, stats.active);
          this.set({ state: "idle" }, stats.idle);
        } catch {
          this.reset();
        }
      },
    });
    new Gauge({
      name: "mail_outbox_messages",
      help: "Mails in the outbox, by status (pending and sending are the queue)",
      labelNames: ["status"] as const,
      registers: [registry],
      async collect() {
        try {
          const rows = await database.db
            .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
            .from(mailOutbox)
            .where(sql`${mailOutbox.status} in ('pending', 'sending', 'failed')`)
            .groupBy(mailOutbox.status);
          this.reset();
          for (const status of ["pending", "sending", "failed"]) {
            this.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
          }
        } catch {
          this.reset();
        }
      },
    });

    app.decorate("metrics", { registry, demoSpins });
    app.addHook("onResponse", async (request, reply) => {
      const route = request.routeOptions.url ?? "unmatched";
      observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    });
  },
  { name: "metrics" },
);
