// `npm test`: unit, API integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and
// browser tests. Finds a Chromium first, installing Debian's when it can.
//
// The whole suite runs as two Vitest runs at once (decision 0038): the browser tests, one file after
// another against one site and API, wait mostly on Chromium and those servers, so the unit and API
// tests fill the cores beside them. In one Vitest run the browser project's single-file lane would
// start only after every other file had finished. With arguments (`npm test -- tests/browser/x.test.ts`)
// it is one Vitest run with those arguments.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { root } from "./build";
import type { TimedTest } from "./test-timing/timing-summary";
import { timingReport } from "./test-timing/timing-summary";

const timingReporter = path.join(root, "scripts/test-timing/timing-reporter.ts");
const timingsDir = path.join(root, "node_modules/.cache");

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

const env = { ...process.env, CHROME_PATH: chrome };
const vitestArgs = ["vitest", "run", "--reporter=default", `--reporter=${timingReporter}`];

/** One lane of the suite: a Vitest run over some projects, its lines marked with the lane's name. */
interface Lane {
  name: string;
  projects: string[];
  /** Workers of this run; the browser project runs its files one at a time whatever this says. */
  maxWorkers?: number;
}

const lanes: Lane[] = [
  { name: "browser", projects: ["browser"] },
  {
    name: "unit+api",
    projects: ["unit", "api-pglite", ...(process.env.TEST_DATABASE_URL ? ["api-postgres"] : [])],
    maxWorkers: Number(process.env.TEST_MAX_WORKERS) || 2,
  },
];

const timingsFile = (lane: Lane) => path.join(timingsDir, `test-timings-${lane.name}.json`);

function runLane(lane: Lane): Promise<number> {
  const width = Math.max(...lanes.map((each) => each.name.length));
  const mark = `${lane.name.padEnd(width)} │ `;
  rmSync(timingsFile(lane), { force: true });
  const child = spawn(
    "npx",
    [
      ...vitestArgs,
      ...lane.projects.flatMap((project) => ["--project", project]),
      ...(lane.maxWorkers ? [`--maxWorkers=${lane.maxWorkers}`] : []),
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...env,
        TEST_TIMINGS_FILE: timingsFile(lane),
        // The lanes' timings are summed up below, once.
        TEST_TIMINGS_SUMMARY: "off",
        ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
      },
    },
  );
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => process.stdout.write(`${mark}${line}\n`));
  }
  return new Promise((resolve) => {
    child.on("error", (error) => {
      console.error(`${mark}could not start Vitest: ${error.message}`);
      resolve(1);
    });
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readTimings(lane: Lane): TimedTest[] {
  try {
    return JSON.parse(readFileSync(timingsFile(lane), "utf8")) as TimedTest[];
  } catch {
    return [];
  }
}

const extraArgs = process.argv.slice(2);
if (extraArgs.length > 0) {
  const run = spawnSync("npx", [...vitestArgs, ...extraArgs], { cwd: root, stdio: "inherit", env });
  process.exit(run.status ?? 1);
}

const started = Date.now();
const codes = await Promise.all(lanes.map(runLane));
console.log(`\n${timingReport(lanes.flatMap(readTimings))}`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const failed = lanes.filter((_, index) => codes[index] !== 0).map((lane) => lane.name);
console.log(
  failed.length
    ? `\nnpm test failed in ${minutes} min: ${failed.join(" and ")}`
    : `\nnpm test passed in ${minutes} min`,
);
process.exit(failed.length ? 1 : 0);
