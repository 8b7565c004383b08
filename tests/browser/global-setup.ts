import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuilt, root } from "../../scripts/build.mjs";
import { waitForHttp } from "../../scripts/process-group.mjs";
import { testBuildEnv, testPorts, testSiteUrl } from "../test-env";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    webBuildDir: string;
    /** An approved admin of the test API, made with `npm run accounts -- create-admin` before it starts. */
    adminAccount: { email: string; password: string };
    /** The test API's DATA_DIR, for `npm run accounts` while it runs (through its command channel). */
    apiDataDir: string;
  }
}

const adminAccount = {
  email: "operations@quillspin-tests.example",
  password: "harbour lantern copper meadow",
};

/**
 * The embedded database serves one process, so the account command runs before the API opens it
 * (alongside the build, which it does not need); tests then act as this admin through the admin API.
 */
function createAdmin(env: NodeJS.ProcessEnv, dataDir: string): Promise<void> {
  const args = ["run", "--silent", "accounts", "--", "create-admin", "--name", "Test Operations"];
  args.push("--email", adminAccount.email, "--password", adminAccount.password);
  const child = spawn("npm", args, {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, API_PORT: String(testPorts.api) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`create-admin failed:\n${output}`)),
    );
  });
}

/** Builds the site for the test ports, then starts the real API (fresh embedded database) and site. */
export default async function setup(project: TestProject) {
  // No browser test reads /metrics; leaving those listeners off lets two checkouts test side by side.
  const env = {
    ...process.env,
    ...testBuildEnv,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    API_METRICS_PORT: "0",
    WEB_METRICS_PORT: "0",
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-browser-"));
  const adminCreated = createAdmin(env, dataDir);
  ensureBuilt({ env });
  const children: ChildProcess[] = [];
  const start = (script: string, extra: Record<string, string>) => {
    const child = spawn(process.execPath, [script], {
      cwd: root,
      env: { ...env, ...extra },
      stdio: "inherit",
    });
    children.push(child);
  };
  await adminCreated;
  start("apps/api/dist/server.js", {
    API_PORT: String(testPorts.api),
    DATA_DIR: dataDir,
    // Test files that check mail start their own inbox on this port.
    SMTP_URL: `smtp://127.0.0.1:${testPorts.smtp}`,
  });
  // The site keeps the secret behind its token-encryption keys there too, not in the repository's ./data.
  start(`apps/web/${testBuildEnv.WEB_BUILD_DIR}/web-server.js`, {
    PORT: String(testPorts.site),
    DATA_DIR: dataDir,
  });
  await waitForHttp(`http://127.0.0.1:${testPorts.api}/v1/health`);
  await waitForHttp(`${testSiteUrl}/`);

  project.provide("siteUrl", testSiteUrl);
  project.provide("apiUrl", testBuildEnv.API_BASE_URL);
  project.provide("webBuildDir", path.join(root, "apps/web", testBuildEnv.WEB_BUILD_DIR));
  project.provide("adminAccount", adminAccount);
  project.provide("apiDataDir", dataDir);

  return async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve))));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
