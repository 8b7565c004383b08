import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { build } from "../src/app";
import { type ApiConfig, loadApiConfig } from "../src/config/env";
import { testDatabase } from "./database";

export const TEST_SITE_ORIGIN = "http://site.test";

/**
 * A random secret per test process: nothing in the tests may pass only because a secret is known
 * in advance, and the embedded-database fallback never writes into the repository's ./data.
 */
const TEST_AUTH_SECRET = randomBytes(48).toString("base64url");

/** The environment test apps are configured from, with `extra` on top. */
export function testApiEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { SITE_URL: TEST_SITE_ORIGIN, NODE_ENV: "test", AUTH_SECRET: TEST_AUTH_SECRET, ...extra };
}

/** The API as tests call it: the worker's database, quiet logs, the test site as its origin. */
export async function buildTestApp(
  overrides: Partial<ApiConfig> = {},
  /** Adds routes or hooks a test needs before the app is sealed. */
  extend?: (app: Awaited<ReturnType<typeof build>>) => void,
  redis: Redis | null = null,
) {
  const config = { ...loadApiConfig(testApiEnv()), ...overrides };
  const database = await testDatabase();
  const app = await build({ config, database, redis, logger: false });
  extend?.(app);
  await app.ready();
  return app;
}
