import { z } from "zod";

/**
 * The settings baked into the build (and so into prerendered pages): the part of the site's
 * environment the browser sees. `npm start` rebuilds when one changes. The Vite config reads this
 * file alone: its loader cannot import the workspace's TypeScript packages the server's settings use.
 */
export const publicEnvSchema = z.object({
  SITE_URL: z.url().default("http://localhost:3000"),
  API_BASE_URL: z.url().default("http://localhost:4000/v1"),
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
});

export type PublicEnv = z.infer<typeof publicEnvSchema>;

/** The explicit list of settings the browser may see. */
export interface PublicSettings {
  siteUrl: string;
  apiBaseUrl: string;
  buildCheckIntervalMs: number;
  /** Milliseconds between reality checks instead of the profile's minutes; null keeps the profile's. */
  realityCheckIntervalMs: number | null;
}

/** Parses the site's environment with one of its schemas, naming every problem at once. */
export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv): z.output<S> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid web environment:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

export function publicSettingsOf(env: PublicEnv): PublicSettings {
  return {
    siteUrl: env.SITE_URL.replace(/\/+$/, ""),
    apiBaseUrl: env.API_BASE_URL.replace(/\/+$/, ""),
    buildCheckIntervalMs: env.BUILD_CHECK_INTERVAL_MS,
    realityCheckIntervalMs: env.REALITY_CHECK_INTERVAL_MS ?? null,
  };
}

/** What the build bakes in: the public settings of the environment it runs in. */
export function buildSettings(source: NodeJS.ProcessEnv = process.env): PublicSettings {
  return publicSettingsOf(parseEnv(publicEnvSchema, source));
}
