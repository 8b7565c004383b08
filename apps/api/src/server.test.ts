import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { hostname, networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The real entry points as an operator runs them (README's production steps, no NODE_ENV), on an
 * embedded database in a temporary DATA_DIR: what holds the database, and who may scrape metrics.
 */
const source = fileURLToPath(new URL(".", import.meta.url));
const STARTUP_MS = 120_000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(source, script), ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, exited, output: () => output };
}

/** Runs a command-line tool to its end. */
async function runCli(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const cli = run(script, args, env);
  const killer = setTimeout(() => cli.child.kill("SIGKILL"), STARTUP_MS);
  const code = await cli.exited;
  clearTimeout(killer);
  return { code, output: cli.output() };
}

async function waitForHealth(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited early:\n${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not start:\n${output()}`);
}

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

// About the embedded database alone, and slow: once, in the PGlite project.
describe.skipIf(process.env.TEST_DATABASE_KIND === "postgres")(
  "a running API on the embedded database",
  () => {
    // Made in beforeAll, so a skipped run leaves no folder behind.
    let root: string;
    let dataDir: string;
    let lockFile: string;
    const metricsToken = randomBytes(32).toString("base64url");
    let env: NodeJS.ProcessEnv;
    let api: ReturnType<typeof run>;
    let metricsPort: number;

    beforeAll(async () => {
      root = mkdtempSync(path.join(tmpdir(), "quillspin-server-"));
      dataDir = path.join(root, "data");
      lockFile = path.join(dataDir, "pglite.lock");
      const port = await freePort();
      metricsPort = await freePort();
      env = { DATA_DIR: dataDir, API_HOST: "127.0.0.1", API_PORT: String(port) };
      api = run("server.ts", [], {
        ...env,
        API_METRICS_PORT: String(metricsPort),
        METRICS_TOKEN: metricsToken,
      });
      await waitForHealth(port, api.child, api.output);
    }, STARTUP_MS);

    afterAll(async () => {
      if (api?.child.exitCode === null) {
        api.child.kill("SIGTERM");
        await api.exited;
      }
      if (root) rmSync(root, { recursive: true, force: true });
    });

    it("holds a lock file in DATA_DIR naming its pid and start time", () => {
      const holder = JSON.parse(readFileSync(lockFile, "utf8"));
      expect(holder).toMatchObject({ pid: api.child.pid, command: "the API", hostname: hostname() });
      expect(Date.now() - Date.parse(holder.startedAt)).toBeLessThan(STARTUP_MS + 60_000);
    });

    it(
      "makes the news and mail-outbox commands refuse, whatever API_PORT they are given",
      async () => {
        const elsewhere = { ...env, API_PORT: String(await freePort()) };
        const runs = await Promise.all([
          runCli("cli/news.ts", ["import", path.join(source, "../../../content/news")], elsewhere),
          runCli("cli/mail-outbox.ts", [], elsewhere),
        ]);
        for (const { code, output } of runs) {
          expect(code).toBe(1);
          expect(output).toContain(`is in use by the API (pid ${api.child.pid}`);
          expect(output).toContain("only one process may open it");
        }
      },
      STARTUP_MS,
    );

    it(
      "runs the accounts commands through the running API: the first administrator can sign in at once",
      async () => {
        const admin = { email: "first.admin@quillspin.example", password: "harbour lantern copper meadow" };
        const created = await runCli(
          "cli/accounts.ts",
          ["create-admin", "--email", admin.email, "--name", "First Admin", "--password", admin.password],
          { ...env, API_PORT: String(await freePort()) },
        );
        expect(created.output).toContain(`Created ${admin.email} (admin, approved).`);
        expect(created.code).toBe(0);
        const login = await fetch(`http://127.0.0.1:${env.API_PORT}/v1/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(admin),
        });
        expect(login.status).toBe(200);

        const listed = await runCli("cli/accounts.ts", ["list"], env);
        expect(listed.code).toBe(0);
        expect(listed.output).toMatch(/first\.admin@quillspin\.example +First Admin/);

        const again = await runCli(
          "cli/accounts.ts",
          ["create-admin", "--email", admin.email, "--name", "X", "--password", admin.password],
          env,
        );
        expect(again.code).toBe(1);
        expect(again.output).toContain("already exists");
        const unknown = await runCli("cli/accounts.ts", ["approve", "nobody@operator.example"], env);
        expect(unknown.code).toBe(1);
        expect(unknown.output).toContain("Partner account not found.");
        expect(existsSync(lockFile)).toBe(true);
      },
      STARTUP_MS,
    );

    it("opens that channel on loopback only, to its owner's token, and never to a browser", async () => {
      const channelFile = path.join(dataDir, "pglite.commands.json");
      expect(statSync(channelFile).mode & 0o777).toBe(0o600);
      const channel = JSON.parse(readFileSync(channelFile, "utf8"));
      expect(channel.pid).toBe(api.child.pid);
      const url = `http://127.0.0.1:${channel.port}/accounts`;
      const send = (headers: Record<string, string>) =>
        fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ argv: ["list"] }),
        });
      expect((await send({})).status).toBe(401);
      expect((await send({ authorization: `Bearer ${"x".repeat(43)}` })).status).toBe(401);
      const browser = await send({
        authorization: `Bearer ${channel.token}`,
        origin: "https://evil.example",
      });
      expect(browser.status).toBe(403);
      const listed = await send({ authorization: `Bearer ${channel.token}` });
      expect(listed.status).toBe(200);
      expect(await listed.json()).toMatchObject({ exitCode: 0 });
      if (outsideAddress) {
        await expect(
          fetch(`http://${outsideAddress}:${channel.port}/accounts`, { method: "POST" }),
        ).rejects.toThrow();
      }
    });

    it(
      "keeps a second API on the same DATA_DIR from starting",
      async () => {
        const second = await runCli("server.ts", [], {
          ...env,
          API_PORT: String(await freePort()),
          API_METRICS_PORT: "0",
        });
        expect(second.code).toBe(1);
        expect(second.output).toContain(`is in use by the API (pid ${api.child.pid}`);
      },
      STARTUP_MS,
    );

    it("serves metrics on loopback only, and only with the bearer token", async () => {
      const url = `http://127.0.0.1:${metricsPort}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
      const scraped = await fetch(url, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('service="api"');
      if (outsideAddress) {
        await expect(fetch(`http://${outsideAddress}:${metricsPort}/metrics`)).rejects.toThrow();
      }
    });

    it(
      "releases the lock when it stops, and a command then runs",
      async () => {
        api.child.kill("SIGTERM");
        expect(await api.exited).toBe(0);
        expect(existsSync(lockFile)).toBe(false);
        expect(existsSync(path.join(dataDir, "pglite.commands.json"))).toBe(false);
        const listed = await runCli("cli/accounts.ts", ["list"], env);
        expect(listed.output).not.toContain("in use");
        expect(listed.code).toBe(0);
        expect(existsSync(lockFile)).toBe(false);
      },
      STARTUP_MS,
    );

    it(
      "takes over the lock of a process that died without releasing it",
      async () => {
        const dead = spawn(process.execPath, ["-e", ""]);
        await new Promise((resolve) => dead.once("exit", resolve));
        const stale = {
          pid: dead.pid,
          startedAt: new Date().toISOString(),
          processStart: null,
          hostname: hostname(),
          command: "the API",
        };
        writeFileSync(lockFile, JSON.stringify(stale));
        const listed = await runCli("cli/accounts.ts", ["list"], env);
        expect(listed.output).not.toContain("in use");
        expect(listed.code).toBe(0);
        expect(existsSync(lockFile)).toBe(false);
      },
      STARTUP_MS,
    );
  },
);
