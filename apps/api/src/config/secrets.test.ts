import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { testApiEnv } from "../../test/app";
import { testDatabase } from "../../test/database";
import { createAccount, signIn } from "../../test/support/accounts";
import { type App, build } from "../app";
import { createAccessTokens } from "../modules/accounts/access-tokens";
import { refreshTokens } from "../modules/accounts/accounts.tables";
import { mailOutbox } from "../modules/mail/mail.tables";
import { subscriptions } from "../modules/subscriptions/subscriptions.tables";
import { AUTH_SECRET_FILE, loadApiConfig } from "./env";

/** The constant earlier versions fell back to outside production; it is public, so it must sign nothing. */
const FORMER_PUBLIC_SECRET = "local-development-secret-not-for-production-use";
const serverEntry = fileURLToPath(new URL("../server.ts", import.meta.url));
const newSecret = () => randomBytes(48).toString("base64url");

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function tempDataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "quillspin-secrets-"));
  folders.push(folder);
  return path.join(folder, "data");
}

/** How long a started API may run before it is killed, and each test's timeout just above it. */
const startBoundMs = 150_000;
const testTimeoutMs = startBoundMs + 30_000;

/** Runs the real API entry point and collects what it printed before it exited. */
function startApi(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  // Only an API that wrongly started runs this long; four cold tsx starts at once on a busy two-core
  // machine took over 60 s to print anything, so the bound sits just under the tests' own.
  const killer = setTimeout(() => child.kill("SIGKILL"), startBoundMs);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(killer);
      resolve({ code, output });
    }),
  );
}

describe("the API's secret", () => {
  // Starts real processes and needs no database: once, in the PGlite project.
  it.skipIf(process.env.TEST_DATABASE_KIND === "postgres")(
    "refuses to start with DATABASE_URL and no AUTH_SECRET, whatever NODE_ENV says",
    async () => {
      const environments = [undefined, "development", "test", "production"];
      const runs = await Promise.all(
        environments.map((NODE_ENV) =>
          startApi({
            ...(NODE_ENV ? { NODE_ENV } : {}),
            // Nothing listens there: the API must stop before it ever tries to connect.
            DATABASE_URL: "postgres://quillspin@127.0.0.1:9/none",
            DATA_DIR: tempDataDir(),
            API_PORT: "0",
            API_METRICS_PORT: "0",
          }),
        ),
      );
      for (const run of runs) {
        expect(run.code).not.toBe(0);
        expect(run.output).toContain("AUTH_SECRET: required with DATABASE_URL");
        expect(run.output).not.toContain("API ready");
      }
    },
    testTimeoutMs,
  );

  // Starts real processes: once, in the PGlite project.
  it.skipIf(process.env.TEST_DATABASE_KIND === "postgres")(
    "refuses to start with /metrics on an interface other than loopback and no METRICS_TOKEN",
    async () => {
      const hosts = ["0.0.0.0", "::", "10.0.0.5"];
      const runs = await Promise.all(
        hosts.map((API_METRICS_HOST) =>
          startApi({ API_METRICS_HOST, API_METRICS_PORT: "9", DATA_DIR: tempDataDir(), API_PORT: "0" }),
        ),
      );
      for (const [index, run] of runs.entries()) {
        expect(run.code).not.toBe(0);
        expect(run.output).toContain(`API_METRICS_HOST: API_METRICS_HOST is ${hosts[index]}, not loopback`);
        expect(run.output).toContain("set METRICS_TOKEN");
        expect(run.output).not.toContain("API ready");
      }
    },
    testTimeoutMs,
  );

  it("lets /metrics leave loopback with a token, or stay there without one", () => {
    const env = testApiEnv({ API_METRICS_HOST: "0.0.0.0", API_METRICS_PORT: "9464" });
    expect(() => loadApiConfig(env)).toThrow(/API_METRICS_HOST is 0\.0\.0\.0, not loopback/);
    expect(loadApiConfig({ ...env, METRICS_TOKEN: newSecret() }).metrics.host).toBe("0.0.0.0");
    expect(loadApiConfig({ ...env, API_METRICS_PORT: "0" }).metrics.port).toBe(0);
    for (const host of ["127.0.0.1", "localhost", "::1"]) {
      expect(loadApiConfig({ ...env, API_METRICS_HOST: host }).metrics.token).toBeNull();
    }
  });

  it("has no fixed fallback: without DATABASE_URL a random secret is created once in DATA_DIR", () => {
    const secrets = (["development", "test", "production"] as const).map((NODE_ENV) => {
      const dataDir = tempDataDir();
      const { authSecret } = loadApiConfig({ NODE_ENV, DATA_DIR: dataDir });
      const file = path.join(dataDir, AUTH_SECRET_FILE);
      expect(readFileSync(file, "utf8")).toBe(authSecret);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadApiConfig({ NODE_ENV, DATA_DIR: dataDir }).authSecret).toBe(authSecret);
      return authSecret;
    });
    expect(new Set(secrets).size).toBe(3);
    expect(secrets).not.toContain(FORMER_PUBLIC_SECRET);
    expect(secrets.every((secret) => secret.length >= 64)).toBe(true);
  });

  it("names AUTH_SECRET_PREVIOUS when one of its secrets is too short", () => {
    expect(() => loadApiConfig(testApiEnv({ AUTH_SECRET_PREVIOUS: `${newSecret()},short` }))).toThrow(
      /AUTH_SECRET_PREVIOUS\.1: every previous secret needs at least 32 characters/,
    );
  });
});

describe("signing with the current secret, verifying with previous ones", () => {
  const apps: App[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  /** An API instance on the shared test database with the given secrets, as after a restart. */
  async function instance(AUTH_SECRET: string, AUTH_SECRET_PREVIOUS = ""): Promise<App> {
    const config = loadApiConfig(testApiEnv({ AUTH_SECRET, AUTH_SECRET_PREVIOUS }));
    const app = await build({ config, database: await testDatabase(), logger: false });
    await app.ready();
    apps.push(app);
    return app;
  }
  const me = (app: App, accessToken: string) =>
    app.inject({ method: "GET", url: "/v1/auth/me", headers: { authorization: `Bearer ${accessToken}` } });

  it("refuses a token signed with the former public constant, on an API configured without a secret", async () => {
    // Configured as a developer's or a forgetful operator's API would be: no AUTH_SECRET at all.
    const config = loadApiConfig({ SITE_URL: "http://site.test", DATA_DIR: tempDataDir() });
    const app = await build({ config, database: await testDatabase(), logger: false });
    apps.push(app);
    const account = await createAccount(app.database.db, { role: "admin", status: "approved" });
    await signIn(app, account.email);
    const [session] = await app.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.accountId, account.id));
    const forged = await createAccessTokens(FORMER_PUBLIC_SECRET).issue({
      accountId: account.id,
      sessionId: session?.familyId ?? "",
      role: "admin",
      status: "approved",
    });
    const response = await me(app, forged);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Your session has ended. Sign in again.");
  });

  it("accepts access tokens of the previous secret while it is configured, and only then", async () => {
    const oldSecret = newSecret();
    const currentSecret = newSecret();
    const before = await instance(oldSecret);
    const account = await createAccount(before.database.db);
    const { accessToken, refreshToken } = await signIn(before, account.email);

    const rotated = await instance(currentSecret, `${newSecret()}, ${oldSecret}`);
    expect((await me(rotated, accessToken)).statusCode).toBe(200);
    // What the rotated instance signs is signed with the current secret alone.
    const refreshed = await rotated.inject({
      method: "POST",
      url: "/v1/auth/refresh",
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh: string = refreshed.json().accessToken;
    expect((await me(await instance(currentSecret), fresh)).statusCode).toBe(200);
    expect((await me(before, fresh)).statusCode).toBe(401);

    const retired = await instance(currentSecret);
    expect((await me(retired, accessToken)).statusCode).toBe(401);
    expect((await me(retired, fresh)).statusCode).toBe(200);
  });

  it("keeps unsubscribe links working while their secret is configured, then re-keys new mails", async () => {
    const oldSecret = newSecret();
    const currentSecret = newSecret();
    const email = `rotation-${randomBytes(4).toString("hex")}@operator.example`;
    const db = (await testDatabase()).db;
    const subscribe = (app: App) =>
      app.inject({ method: "POST", url: "/v1/subscriptions", payload: { email, consent: true } });
    const unsubscribe = (app: App, token: string) =>
      app.inject({ method: "POST", url: "/v1/subscriptions/unsubscribe", payload: { token } });
    /** The token in the newest mail's List-Unsubscribe header. */
    async function newestUnsubscribeToken(): Promise<string> {
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      const newest = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
      const header = newest?.headers?.["List-Unsubscribe"] ?? "";
      return new URL(header.slice(1, -1)).searchParams.get("token") ?? "";
    }
    /** Lets the next subscribe send a mail again: an unsubscribed address starts over. */
    const markUnsubscribed = () =>
      db.update(subscriptions).set({ status: "unsubscribed" }).where(eq(subscriptions.email, email));

    expect((await subscribe(await instance(oldSecret))).statusCode).toBe(202);
    const oldLink = await newestUnsubscribeToken();
    expect(oldLink).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rotated = await instance(currentSecret, oldSecret);
    await markUnsubscribed();
    expect((await subscribe(rotated)).statusCode).toBe(202);
    // The new mail carries the same link as the old one, so both keep working.
    expect(await newestUnsubscribeToken()).toBe(oldLink);
    expect((await unsubscribe(rotated, oldLink)).json().status).toBe("unsubscribed");

    const retired = await instance(currentSecret);
    expect((await subscribe(retired)).statusCode).toBe(202);
    const newLink = await newestUnsubscribeToken();
    expect(newLink).not.toBe(oldLink);
    expect((await unsubscribe(retired, oldLink)).statusCode).toBe(404);
    expect((await unsubscribe(retired, newLink)).json().status).toBe("unsubscribed");
  });
});
