// Builds the API and the site when their sources (or the public settings baked into the site)
// changed since the last build. `npm run build` (`--force`) rebuilds both regardless.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Settings the site's build bakes in: a change to any of them makes the build stale. */
const PUBLIC_ENV = ["SITE_URL", "API_BASE_URL", "BUILD_CHECK_INTERVAL_MS", "REALITY_CHECK_INTERVAL_MS"];

function filesUnder(target: string): string[] {
  const full = path.join(root, target);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((entry) =>
    entry === "node_modules" || entry.startsWith(".") ? [] : filesUnder(path.join(target, entry)),
  );
}

function hashInputs(inputs: string[], extra: unknown): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash.update(path.relative(root, file));
    hash.update(readFileSync(file));
  }
  hash.update(JSON.stringify(extra));
  return hash.digest("hex");
}

const shared = ["packages", "package-lock.json"];

interface BuildTarget {
  name: string;
  /** Files and folders whose contents decide whether the build is stale. */
  inputs: string[];
  stamp: string;
  extra: Record<string, unknown>;
  command: [string, string[]];
}

export function targets(env: NodeJS.ProcessEnv = process.env): BuildTarget[] {
  const webBuildDir = env.WEB_BUILD_DIR ?? "build";
  return [
    {
      name: "api",
      inputs: [
        ...shared,
        "apps/api/src",
        "apps/api/drizzle",
        "apps/api/build.ts",
        "apps/api/package.json",
        "apps/web/public/images/games",
      ],
      stamp: "apps/api/dist/.inputs-hash",
      extra: {},
      command: ["npm", ["run", "build", "-w", "@quillspin/api"]],
    },
    {
      name: "web",
      inputs: [
        ...shared,
        "apps/web/app",
        "apps/web/config",
        "apps/web/server",
        "apps/web/public",
        "apps/web/scripts",
        "apps/web/react-router.config.ts",
        "apps/web/vite.config.ts",
        "apps/web/package.json",
      ],
      stamp: `apps/web/${webBuildDir}/.inputs-hash`,
      extra: Object.fromEntries(
        PUBLIC_ENV.map((key) => [key, env[key] ?? null]).concat([["dir", webBuildDir]]),
      ),
      command: ["npm", ["run", "build", "-w", "@quillspin/web"]],
    },
  ];
}

/** Builds whatever is missing or stale; returns the names of the targets it built. */
export function ensureBuilt({
  force = false,
  env = process.env,
}: {
  force?: boolean;
  env?: NodeJS.ProcessEnv;
} = {}): string[] {
  const built: string[] = [];
  for (const target of targets(env)) {
    const hash = hashInputs(target.inputs, target.extra);
    const stampFile = path.join(root, target.stamp);
    const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : null;
    if (!force && current === hash) continue;
    console.log(`Building ${target.name}${current ? " (sources changed)" : ""}...`);
    const [command, args] = target.command;
    const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
    if (result.status !== 0) throw new Error(`Building ${target.name} failed`);
    writeFileSync(stampFile, hash);
    built.push(target.name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const built = ensureBuilt({ force: process.argv.includes("--force") });
    console.log(built.length ? `Built: ${built.join(", ")}` : "Everything is up to date.");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
