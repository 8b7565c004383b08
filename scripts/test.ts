// `npm test`: unit, API integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and
// browser tests in one Vitest run. Finds a Chromium first, installing Debian's when it can.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "./build";

const timingReporter = path.join(root, "scripts/test-timing/timing-reporter.ts");

function findChrome(): string | null {
  for (const candidate of [process.env.CHROME_PATH, "/usr/bin/chromium"]) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

let chrome = findChrome();
if (!chrome && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("No Chromium found: installing Debian's chromium package...");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit" });
  chrome = findChrome();
}
if (!chrome) {
  console.error(
    "The browser tests need Chromium and none was found.\n" +
      "  Debian/Ubuntu: sudo apt-get install -y chromium\n" +
      "  Elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/chrome",
  );
  process.exit(1);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests run on PGlite only.");
}

// The timing reporter prints the counts, the slowest tests and those near their timeout when the run ends.
const run = spawnSync(
  "npx",
  ["vitest", "run", "--reporter=default", `--reporter=${timingReporter}`, ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: { ...process.env, CHROME_PATH: chrome } },
);
process.exit(run.status ?? 1);
