import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuilt, root } from "../../scripts/build";
import { requireFreePorts, waitForHttp } from "../../scripts/process-group";
import { staffSessionRefreshAfterMs, testBuildEnv, testPorts, testSiteUrl } from "../test-env";
import { createStaffAccount } from "./back-office";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    apiUrl: string;
    webBuildDir: string;
    /** An approved admin of the test API, made with `npm run accounts -- create-admin` before it starts. */
    adminAccount: { email: string; password: string };
    /** The test API's DATA_DIR, for `npm run accounts` while it runs (through its command channel). */
    apiDataDir: string;
    /** An approved editor, made the same way: for flows an editor runs (news, roadmap). */
    editorAccount: { email: string; password: string };
  }
}

const adminAccount = {
  email: "operations@quillspin-tests.example",
  password: "harbour lantern copper meadow",
};

const editorAccount = {
  email: "editorial@quillspin-tests.example",
  password: "quiet orchard paper lanterns",
};

/** Builds the site for the test ports, then starts the real API (fresh embedded database) and site. */
export default async function setup(project: TestProject) {
  await requireFreePorts(
    [testPorts.site, testPorts.api, testPorts.siteOnFailingApi, testPorts.failingApi],
    "stop what holds it (a server left by an interrupted test run?) or set TEST_PORT_OFFSET",
  );
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
  // One after the other: the embedded database takes one process at a time.
  const staffEnv = { ...env, API_PORT: String(testPorts.api) };
  const adminCreated = createStaffAccount(
    dataDir,
    "admin",
    { ...adminAccount, name: "Test Operations" },
    staffEnv,
  ).then(() => createStaffAccount(dataDir, "editor", { ...editorAccount, name: "Test Editorial" }, staffEnv));
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
    // One refused attempt marks a mail failed, so a test sees what staff see after hours of retries.
    MAIL_MAX_ATTEMPTS: "1",
    // Operators' wallets written in the tests listen on loopback, which the API refuses otherwise.
    SANDBOX_WALLET_HOSTS: "127.0.0.1",
  });
  // The site keeps the secret behind its token-encryption keys there too, not in the repository's ./data.
  start(`apps/web/${testBuildEnv.WEB_BUILD_DIR}/web-server.js`, {
    PORT: String(testPorts.site),
    DATA_DIR: dataDir,
    // The back office refreshes its tokens after 5 s instead of a minute, so a test sees it happen.
    STAFF_SESSION_REFRESH_AFTER_MS: String(staffSessionRefreshAfterMs),
  });
  await waitForHttp(`http://127.0.0.1:${testPorts.api}/v1/health`);
  await waitForHttp(`${testSiteUrl}/`);

  project.provide("siteUrl", testSiteUrl);
  project.provide("apiUrl", testBuildEnv.API_BASE_URL);
  project.provide("webBuildDir", path.join(root, "apps/web", testBuildEnv.WEB_BUILD_DIR));
  project.provide("adminAccount", adminAccount);
  project.provide("apiDataDir", dataDir);
  project.provide("editorAccount", editorAccount);

  return async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((child) => new Promise((resolve) => child.once("exit", resolve))));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
