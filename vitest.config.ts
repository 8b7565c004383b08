import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * API test files that never open the worker's database (pure modules, and the entry points, which
 * open an embedded database of their own): they run once, in the `api` project, instead of once per
 * database. A file that opens the test database belongs in the projects below, not here.
 */
const databaseFreeApiTests = [
  "apps/api/src/server.test.ts",
  "apps/api/src/db/data-dir-lock.test.ts",
  "apps/api/src/db/embedded-database-creation.test.ts",
  "apps/api/src/db/pglite-drizzle-client.test.ts",
  "apps/api/src/modules/accounts/password-policy.test.ts",
  "apps/api/src/modules/accounts/throttle/throttle.test.ts",
  "apps/api/src/modules/demos/bet-ladder.test.ts",
  "apps/api/src/modules/games/catalogue-vocabulary.test.ts",
  "apps/api/src/modules/news/markdown.test.ts",
  "apps/api/src/modules/operator/money.test.ts",
  "apps/api/src/modules/operator/reports/minor-unit-sums.test.ts",
  "apps/api/src/modules/operator/session-lock.test.ts",
  "apps/api/src/modules/operator/signed-requests.test.ts",
  "apps/api/src/modules/operator/wallet-address.test.ts",
  "apps/api/src/modules/operator/wallet-client.test.ts",
  "apps/api/src/modules/partner-area/game-artwork.test.ts",
  "apps/api/src/modules/partner-area/info-kit.test.ts",
  "apps/api/src/modules/partner-area/zip-archive.test.ts",
];

/** Time the API projects give a test and a hook. */
const apiTimeouts = {
  // Each test drives the real app over HTTP, most hash a password with argon2: 0.3 s alone, up to 3 s
  // beside the browser tests on two loaded cores and up to 10 s with a CPU burner beside them (issue 31),
  // so 30 s keeps a 3x margin where the unit project's 5 s would not. A CPU-bound test still sets its own.
  testTimeout: 30_000,
  // The first hook of each worker opens and migrates its database (or starts the API's entry points):
  // seconds on a busy 2-core machine, up to 20 s with a CPU burner beside other test files.
  hookTimeout: 60_000,
};

const apiProject = (name: string, database: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["apps/api/src/**/*.test.ts"],
    exclude: databaseFreeApiTests,
    setupFiles: ["apps/api/test/setup.ts"],
    env: { TEST_DATABASE_KIND: database },
    // One database per worker, shared by that worker's files: modules are not re-evaluated per file.
    isolate: false,
    pool: "forks" as const,
    ...apiTimeouts,
  },
});

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) gives CI's two cores one worker. The API tests spend much of their
    // time waiting (database round trips, argon2 on libuv's pool, child processes), so two workers keep
    // both cores busy: the unit and API files took 656 s in a row and take about half that side by
    // side (decision 0041). The browser files still run one at a time, after the others.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/web/{app,server,config}/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: databaseFreeApiTests,
          ...apiTimeouts,
        },
      },
      apiProject("api-pglite", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "postgres")] : []),
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          globalSetup: ["tests/browser/global-setup.ts"],
          fileParallelism: false,
          // Whole flows (sign-up to download, subscribe to unsubscribe) on a loaded 2-core machine.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
