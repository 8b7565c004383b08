import { defineConfig } from "vitest/config";

const apiProject = (name: string, database: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: ["apps/api/src/**/*.test.ts"],
    setupFiles: ["apps/api/test/setup.ts"],
    env: { TEST_DATABASE_KIND: database },
    // One database per worker, shared by that worker's files: modules are not re-evaluated per file.
    isolate: false,
    pool: "forks" as const,
    // The first hook of each worker opens and migrates its database: seconds on a busy 2-core machine,
    // up to 20 s with a CPU burner beside other test files.
    hookTimeout: 60_000,
    // Each test drives the real app over HTTP on a real database, most hash a password with argon2:
    // 0.3 s alone, up to 3 s beside the browser tests on two loaded cores and up to 10 s with a CPU
    // burner beside them (issue 31), so 30 s keeps a 3x margin where the unit project's 5 s would not.
    // A CPU-bound test still sets its own.
    testTimeout: 30_000,
  },
});

export default defineConfig({
  test: {
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
