import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Every setting the web app reads from its environment, parsed once. The `public` part is baked
 * into the build (and so into prerendered pages); `npm start` rebuilds when it changes.
 */
export const webEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: port.default(3000),
  /** Port of the Prometheus `/metrics` endpoint; 0 turns it off. */
  WEB_METRICS_PORT: port.default(9465),
  /** Interface `/metrics` listens on: loopback, so only this machine can scrape unless told otherwise. */
  WEB_METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** When set, scrapes of `/metrics` must send `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(32).optional(),
  SITE_URL: z.url().default("http://localhost:3000"),
  API_BASE_URL: z.url().default("http://localhost:4000/v1"),
  /** Where the web server reaches the API when that differs from the browser's address. */
  API_INTERNAL_URL: z.url().optional(),
  BUILD_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 60 * 1000),
  /**
   * Replaces the 60 minutes between a demo's reality checks (the Malta profile's, decision 31), so a test
   * sees one without waiting an hour. Unset in production: the profile's own interval applies.
   */
  REALITY_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).optional(),
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
});

export type WebEnv = z.infer<typeof webEnvSchema>;

/** The explicit list of settings the browser may see. */
export interface PublicSettings {
  siteUrl: string;
  apiBaseUrl: string;
  buildCheckIntervalMs: number;
  /** Milliseconds between reality checks instead of the profile's minutes; null keeps the profile's. */
  realityCheckIntervalMs: number | null;
}

export function parseWebEnv(source: NodeJS.ProcessEnv = process.env): WebEnv {
  const parsed = webEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid web environment:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

export function publicSettingsOf(env: WebEnv): PublicSettings {
  return {
    siteUrl: env.SITE_URL.replace(/\/+$/, ""),
    apiBaseUrl: env.API_BASE_URL.replace(/\/+$/, ""),
    buildCheckIntervalMs: env.BUILD_CHECK_INTERVAL_MS,
    realityCheckIntervalMs: env.REALITY_CHECK_INTERVAL_MS ?? null,
  };
}
