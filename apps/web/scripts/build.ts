// Builds the site: `react-router build` under a fresh build id, checks each page's JS against its
// budget, then bundles the web server, publishes the build id files, writes the security headers of
// every static answer (the inline-script hashes of prerendered pages), and writes brotli and gzip
// copies of every compressible file so the server never compresses them live.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  externalNpmPackages,
  lazyChunkFailures,
  routeBudgetFailures,
  routeScriptWeights,
} from "@quillspin/build-tools";
import { build } from "esbuild";
import { isHeldChunkFile } from "../config/held-chunks";
import { buildSettings } from "../config/public-env";
import { rendererChunk, routeBudgetsKiB } from "../route-budgets";
import { writeSecurityManifest } from "../server/security-headers";

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const buildDir = path.join(webDir, process.env.WEB_BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const buildId = `${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;

const routerBuild = spawnSync("npx", ["react-router", "build"], {
  cwd: webDir,
  stdio: "inherit",
  env: { ...process.env, QUILLSPIN_BUILD_ID: buildId },
});
if (routerBuild.status !== 0) process.exit(routerBuild.status ?? 1);

// Page weight (decision 22): a page that loads more JS before it runs than its budget fails the build,
// and so does a page other than the player's that could load the game renderer at all (issue 26).
const weights = await routeScriptWeights(clientDir, {
  awaitedImport: (file) => isHeldChunkFile(file, buildId),
});
const budgetFailures = [
  ...routeBudgetFailures(weights, routeBudgetsKiB),
  ...lazyChunkFailures(clientDir, weights, rendererChunk),
];
if (budgetFailures.length > 0) {
  console.error(`JS budget exceeded (apps/web/route-budgets.ts):\n  ${budgetFailures.join("\n  ")}`);
  process.exit(1);
}

await build({
  entryPoints: [path.join(webDir, "server/index.ts")],
  outfile: path.join(buildDir, "web-server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  plugins: [externalNpmPackages],
  logLevel: "warning",
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const files = walk(clientDir);
const prerendered = files
  .filter((file) => path.basename(file) === "index.html")
  .map((file) => `/${path.relative(clientDir, path.dirname(file))}`.replace(/\/$/, "") || "/");

const timestamp = Date.now();
mkdirSync(path.join(clientDir, "_build/meta"), { recursive: true });
writeFileSync(path.join(clientDir, "_build/latest.json"), JSON.stringify({ id: buildId, timestamp }));
writeFileSync(
  path.join(clientDir, `_build/meta/${buildId}.json`),
  JSON.stringify({ id: buildId, timestamp, prerendered }),
);
writeFileSync(path.join(buildDir, "build-id"), buildId);

writeSecurityManifest(buildDir, buildSettings(), prerendered);

const compressible = /\.(js|mjs|css|html|json|svg|xml|txt|data|map)$/;
let count = 0;
for (const file of walk(clientDir)) {
  if (!compressible.test(file) || statSync(file).size < 512) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
}
console.log(`build ${buildId}: ${prerendered.length} prerendered pages, ${count} files precompressed`);
