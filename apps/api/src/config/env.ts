import path from "node:path";
import { readOrCreateSecretFile } from "@quillspin/local-secrets";
import { unguardedMetricsProblem } from "@quillspin/observability";
import { z } from "zod";
import { MAX_MAIL_ATTEMPTS } from "../modules/mail/delivery-schedule";

const port = z.coerce.number().int().min(0).max(65535);

/** Every setting the API reads from its environment, parsed once at start. */
export const apiEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_HOST: z.string().min(1).default("0.0.0.0"),
    API_PORT: port.default(4000),
    /** Port of the Prometheus `/metrics` endpoint; 0 turns it off. */
    API_METRICS_PORT: port.default(9464),
    /** Interface `/metrics` listens on: loopback, so only this machine can scrape unless told otherwise. */
    API_METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** When set, scrapes of `/metrics` must send `Authorization: Bearer <METRICS_TOKEN>`. */
    METRICS_TOKEN: z.string().min(32).optional(),
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
    /**
     * Attempts before a mail is marked failed and waits for a person (the back office's retry or
     * `npm run mail:outbox -- --retry-failed`); the default retries for about 13 hours.
     */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(MAX_MAIL_ATTEMPTS),
    /** Where contact form notifications go. */
    CONTACT_INBOX: z.email().default("sales@quillspin.games"),
    /** Contact form submissions one client address may send per 10 minutes (the load bench raises it). */
    CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    /** Demo sessions one client address may start per 10 minutes. */
    DEMO_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
    /** The API's public address, the same value the site uses: one-click unsubscribe links in mails point here. */
    API_BASE_URL: z.url().default("http://localhost:4000/v1"),
    /**
     * Memory for the catalogue's serialised answers (decision 24), in MB; 0 answers every request
     * from the database (the `bench:games` server measures the queries that way).
     */
    CATALOGUE_CACHE_MB: z.coerce.number().min(0).max(1024).default(16),
    /**
     * Comma-separated hosts an operator's wallet URL may name although they resolve to a loopback or
     * private address (local development and tests); any other such URL is refused (decision 32).
     */
    SANDBOX_WALLET_HOSTS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Operator API calls (sessions, rounds) one operator may make per minute. */
    OPERATOR_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    /** redis://host:port — shared throttling counters, demo sessions and caches across API instances. */
    REDIS_URL: z.url().optional(),
    /**
     * Signs access tokens and derives the unsubscribe links; every API instance needs the same one.
     * Required with DATABASE_URL whatever NODE_ENV says; with the embedded database a random one is
     * created once in DATA_DIR.
     */
    AUTH_SECRET: z.string().min(32).optional(),
    /** Comma-separated secrets AUTH_SECRET replaced: still accepted when verifying, never used to sign. */
    AUTH_SECRET_PREVIOUS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().min(32, "every previous secret needs at least 32 characters"))),
  })
  // `/metrics` off loopback without a token would serve the process's figures to anyone: refused.
  .superRefine((env, context) => {
    const problem = unguardedMetricsProblem("API_METRICS_HOST", {
      host: env.API_METRICS_HOST,
      port: env.API_METRICS_PORT,
      token: env.METRICS_TOKEN,
    });
    if (problem) context.addIssue({ code: "custom", path: ["API_METRICS_HOST"], message: problem });
  });

export type ApiEnv = z.infer<typeof apiEnvSchema>;

export interface ApiConfig {
  env: ApiEnv["NODE_ENV"];
  host: string;
  port: number;
  /** Where `/metrics` listens (port 0 when metrics are off) and the bearer token it asks for, if any. */
  metrics: { host: string; port: number; token: string | null };
  siteUrl: string;
  /** Origins allowed to call the API from a browser: the site's own origin plus any extra ones. */
  corsOrigins: string[];
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  logLevel: ApiEnv["LOG_LEVEL"];
  version: string;
  mail: { smtpUrl: string | null; from: string; contactInbox: string; maxAttempts: number };
  /** The API's public base address including `/v1`, without a trailing slash. */
  apiBaseUrl: string;
  /** Per client address; routes opt in with `config: { rateLimit }` (see plugins/rate-limit.ts). */
  rateLimits: {
    contact: RateLimitPolicy;
    subscribe: RateLimitPolicy;
    subscriptionLinks: RateLimitPolicy;
    demoSessions: RateLimitPolicy;
    /** Per operator id: its signed calls to the operator API and to the reference wallet. */
    operatorApi: RateLimitPolicy;
    /** Per partner account: "Check my wallet" runs the conformance kit, dozens of outbound calls each time. */
    walletCheck: RateLimitPolicy;
  };
  /** Wallet hosts allowed on loopback or private addresses (SANDBOX_WALLET_HOSTS). */
  sandboxWalletHosts: string[];
  redisUrl: string | null;
  /** Byte budget of the catalogue answers held in memory; 0 keeps none. */
  catalogueCacheBytes: number;
  /** Signs everything the API signs from now on. */
  authSecret: string;
  /** Older secrets, newest first: verification only, so tokens and links they made keep working. */
  previousAuthSecrets: string[];
}

export interface RateLimitPolicy {
  max: number;
  windowMs: number;
}

/** The file in DATA_DIR that keeps the embedded database's secret across restarts. */
export const AUTH_SECRET_FILE = "auth-secret";

/**
 * AUTH_SECRET when set. A shared database means several instances that must agree on one secret,
 * so there it is required whatever NODE_ENV says; the embedded database serves one process, which
 * creates a random secret in DATA_DIR on first start and keeps using it.
 */
function resolveAuthSecret(env: ApiEnv): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL) {
    throw new Error(
      "Invalid API environment:\n  AUTH_SECRET: required with DATABASE_URL (at least 32 random characters, the same on every instance; e.g. `openssl rand -base64 48`)",
    );
  }
  return readOrCreateSecretFile(env.DATA_DIR, AUTH_SECRET_FILE, "API");
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
    metrics: { host: env.API_METRICS_HOST, port: env.API_METRICS_PORT, token: env.METRICS_TOKEN ?? null },
    siteUrl: siteOrigin,
    corsOrigins: [...new Set([siteOrigin, ...env.CORS_ORIGINS.map((o) => new URL(o).origin)])],
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
    logLevel: env.LOG_LEVEL,
    version: process.env.npm_package_version ?? "0.0.0",
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      contactInbox: env.CONTACT_INBOX,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
    },
    apiBaseUrl: env.API_BASE_URL.replace(/\/+$/, ""),
    rateLimits: {
      contact: { max: env.CONTACT_RATE_LIMIT_MAX, windowMs: 10 * 60_000 },
      subscribe: { max: 10, windowMs: 10 * 60_000 },
      subscriptionLinks: { max: 30, windowMs: 60_000 },
      demoSessions: { max: env.DEMO_RATE_LIMIT_MAX, windowMs: 10 * 60_000 },
      operatorApi: { max: env.OPERATOR_RATE_LIMIT_MAX, windowMs: 60_000 },
      walletCheck: { max: 3, windowMs: 60_000 },
    },
    sandboxWalletHosts: env.SANDBOX_WALLET_HOSTS,
    redisUrl: env.REDIS_URL ?? null,
    catalogueCacheBytes: Math.round(env.CATALOGUE_CACHE_MB * 1024 * 1024),
    authSecret: resolveAuthSecret(env),
    previousAuthSecrets: env.AUTH_SECRET_PREVIOUS,
  };
}
