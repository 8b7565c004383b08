import path from "node:path";
import { z } from "zod";

const port = z.coerce.number().int().min(0).max(65535);

/** Every setting the API reads from its environment, parsed once at start. */
export const apiEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  API_HOST: z.string().min(1).default("0.0.0.0"),
  API_PORT: port.default(4000),
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
});

export type ApiEnv = z.infer<typeof apiEnvSchema>;

export interface ApiConfig {
  env: ApiEnv["NODE_ENV"];
  host: string;
  port: number;
  siteUrl: string;
  /** Origins allowed to call the API from a browser: the site's own origin plus any extra ones. */
  corsOrigins: string[];
  database: { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };
  logLevel: ApiEnv["LOG_LEVEL"];
  version: string;
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
    siteUrl: siteOrigin,
    corsOrigins: [...new Set([siteOrigin, ...env.CORS_ORIGINS.map((o) => new URL(o).origin)])],
    database: env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR, "pglite") },
    logLevel: env.LOG_LEVEL,
    version: process.env.npm_package_version ?? "0.0.0",
  };
}
