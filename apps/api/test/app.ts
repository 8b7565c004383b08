import { build } from "../src/app";
import { type ApiConfig, loadApiConfig } from "../src/config/env";
import { testDatabase } from "./database";

export const TEST_SITE_ORIGIN = "http://site.test";

/** The API as tests call it: the worker's database, quiet logs, the test site as its origin. */
export async function buildTestApp(
  overrides: Partial<ApiConfig> = {},
  /** Adds routes or hooks a test needs before the app is sealed. */
  extend?: (app: Awaited<ReturnType<typeof build>>) => void,
) {
  const config = { ...loadApiConfig({ SITE_URL: TEST_SITE_ORIGIN, NODE_ENV: "test" }), ...overrides };
  const database = await testDatabase();
  const app = await build({ config, database, logger: false });
  extend?.(app);
  await app.ready();
  return app;
}
