import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

/** Every setting the API reads from its environment, parsed once at start. */
export const apiEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().min(1).default("0.0.0.0"),
  API_PORT: port.default(4000),
  /** Port of the Prometheus `/metrics` endpoint, on API_HOST; 0 turns it off. */
  API_METRICS_PORT: port.default(9464),
  SITE_URL: z.url().default("http://localhost:3000"),
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** smtp(s)://user:pass@host:port — without it mail waits in the outbox (see `npm run mail:outbox`). */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default("Quillspin Games <no-reply@quillspin.games>"),
  /** Where contact form notifications go. */
  CONTACT_INBOX: z.email().default("sales@quillspin.games"),
  /** Contact form submissions one client address may send per 10 minutes (the load bench raises it). */
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  /** Demo sessions one client address may start per 10 minutes. */
  DEMO_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  /** The API's public address, the same value the site uses: one-click unsubscribe links in mails point here. */
  API_BASE_URL: z.url().default("http://localhost:4000/v1"),
  /** redis://host:port — shared throttling counters, demo sessions and caches across API instances. */
  REDIS_URL: z.url().optional(),
  /**
   * Signs access tokens; every API instance needs the same one. Required in production with
   * DATABASE_URL; with the embedded database a random one is created once in DATA_DIR.
   */
  AUTH_SECRET: z.string().min(32).optional(),
});

export type ApiEnv = z.infer<typeof apiEnvSchema>;

export interface ApiConfig {
  env: ApiEnv["NODE_ENV"];
  host: string;
  port: number;
  /** Where `/metrics` listens; 0 when metrics are off. */
  metricsPort: number;
  siteUrl: string;
  /** Origins allowed to call the API from a browser: the site's own origin plus any extra ones. */
  corsOrigins: string[];
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  logLevel: ApiEnv["LOG_LEVEL"];
  version: string;
  mail: { smtpUrl: string | null; from: string; contactInbox: string };
  /** The API's public base address including `/v1`, without a trailing slash. */
  apiBaseUrl: string;
  /** Per client address; routes opt in with `config: { rateLimit }` (see plugins/rate-limit.ts). */
  rateLimits: {
    contact: RateLimitPolicy;
    subscribe: RateLimitPolicy;
    subscriptionLinks: RateLimitPolicy;
    demoSessions: RateLimitPolicy;
  };
  redisUrl: string | null;
  authSecret: string;
}

export interface RateLimitPolicy {
  max: number;
  windowMs: number;
}

/** Only for development and tests: a production API refuses to start without its own secret. */
const LOCAL_AUTH_SECRET = "local-development-secret-not-for-production-use";

function resolveAuthSecret(env: ApiEnv): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV !== "production") return LOCAL_AUTH_SECRET;
  if (env.DATABASE_URL) {
    throw new Error(
      "Invalid API environment:\n  AUTH_SECRET: required in production with DATABASE_URL (at least 32 characters, the same on every instance)",
    );
  }
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return readFileSync(file, "utf8").trim();
}

export function loadApiConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = apiEnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid API environment:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const siteOrigin = new URL(env.SITE_URL).origin;
  return {
    env: env.NODE_ENV,
    host: env.API_HOST,
    port: env.API_PORT,
    metricsPort: env.API_METRICS_PORT,
    siteUrl: siteOrigin,
    corsOrigins: [...new Set([siteOrigin, ...env.CORS_ORIGINS.map((o) => new URL(o).origin)])],
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
    logLevel: env.LOG_LEVEL,
    version: process.env.npm_package_version ?? "0.0.0",
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, contactInbox: env.CONTACT_INBOX },
    apiBaseUrl: env.API_BASE_URL.replace(/\/+$/, ""),
    rateLimits: {
      contact: { max: env.CONTACT_RATE_LIMIT_MAX, windowMs: 10 * 60_000 },
      subscribe: { max: 10, windowMs: 10 * 60_000 },
      subscriptionLinks: { max: 30, windowMs: 60_000 },
      demoSessions: { max: env.DEMO_RATE_LIMIT_MAX, windowMs: 10 * 60_000 },
    },
    redisUrl: env.REDIS_URL ?? null,
    authSecret: resolveAuthSecret(env),
  };
}
