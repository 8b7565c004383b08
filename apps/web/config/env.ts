import { unguardedMetricsProblem } from "@quillspin/observability";
import { z } from "zod";
import { parseEnv, publicEnvSchema } from "./public-env";

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Every setting the web app reads from its environment, parsed once: the public part baked into the
 * build (`public-env.ts`) and what only the server reads.
 */
export const webEnvSchema = publicEnvSchema
  .extend({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: port.default(3000),
    /** Port of the Prometheus `/metrics` endpoint; 0 turns it off. */
    WEB_METRICS_PORT: port.default(9465),
    /** Interface `/metrics` listens on: loopback, so only this machine can scrape unless told otherwise. */
    WEB_METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** When set, scrapes of `/metrics` must send `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.string().min(32).optional(),
    /** Where the web server reaches the API when that differs from the browser's address. */
    API_INTERNAL_URL: z.url().optional(),
    /**
     * How long after the last refresh a back-office request refreshes the staff session's tokens: the
     * API ends a session 30 minutes after its last refresh, so each refresh restarts that clock. The
     * browser tests shorten it to see a refresh without waiting a minute.
     */
    STAFF_SESSION_REFRESH_AFTER_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    LOG_LEVEL: z.enum(["error", "warn", "info", "debug", "silent"]).default("info"),
    /**
     * Derives the keys that encrypt sign-in tokens in visitors' browsers; every site instance needs the
     * same one. Without it, production creates a random one once in DATA_DIR (one instance only).
     */
    SITE_SECRET: z.string().min(32).optional(),
    /**
     * Redis of the API: the site subscribes to its announcements of changed news and roadmap, which drop
     * the shared pages of every instance at once. Without it, each instance's pages live 3 seconds.
     */
    REDIS_URL: z.url().optional(),
    /** Where the site keeps the secret it creates when SITE_SECRET is not set. */
    DATA_DIR: z.string().min(1).default("./data"),
  })
  // `/metrics` off loopback without a token would serve the process's figures to anyone: the site
  // refuses to start, as the API does.
  .superRefine((env, context) => {
    const problem = unguardedMetricsProblem("WEB_METRICS_HOST", {
      host: env.WEB_METRICS_HOST,
      port: env.WEB_METRICS_PORT,
      token: env.METRICS_TOKEN,
    });
    if (problem) context.addIssue({ code: "custom", path: ["WEB_METRICS_HOST"], message: problem });
  });

export type WebEnv = z.infer<typeof webEnvSchema>;

export function parseWebEnv(source: NodeJS.ProcessEnv = process.env): WebEnv {
  return parseEnv(webEnvSchema, source);
}
