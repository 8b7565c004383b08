import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error: plain ESM scripts without type declarations
import { ensureBuilt, root } from "../../scripts/build.mjs";
// @ts-expect-error: plain ESM scripts without type declarations
import { waitForHttp } from "../../scripts/process-group.mjs";
import { testBuildEnv, testPorts, testSiteUrl } from "../test-env";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    webBuildDir: string;
  }
}

/** Builds the site for the test ports, then starts the real API (fresh embedded database) and site. */
export default async function setup(project: TestProject) {
  const env = { ...process.env, ...testBuildEnv, NODE_ENV: "production", LOG_LEVEL: "warn" };
  ensureBuilt({ env });
  const dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-browser-"));
  const children: ChildProcess[] = [];
  const start = (script: string, extra: Record<string, string>) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...env, ...extra },
      stdio: "inherit",
    });
    children.push(child);
  };
  start("apps/api/dist/server.js", { API_PORT: String(testPorts.api), DATA_DIR: dataDir });
  start(`apps/web/${testBuildEnv.WEB_BUILD_DIR}/web-server.js`, { PORT: String(testPorts.site) });
  await waitForHttp(`http://127.0.0.1:${testPorts.api}/v1/health`);
  await waitForHttp(`${testSiteUrl}/`);

  project.provide("siteUrl", testSiteUrl);
  project.provide("apiUrl", testBuildEnv.API_BASE_URL);
  project.provide("webBuildDir", path.join(root, "apps/web", testBuildEnv.WEB_BUILD_DIR));

  return async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve))));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
