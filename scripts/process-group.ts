// Runs several long-lived processes as one: Ctrl-C stops them all, and if any of them exits
// the others are stopped and the group exits non-zero.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export interface GroupProcess {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export function runProcessGroup(
  processes: GroupProcess[],
  { onAllStarted }: { onAllStarted?: () => void } = {},
): { stopAll: (exitCode: number) => void } {
  const children = processes.map(({ name, command, args, env, cwd }) => {
    // Each child leads its own process group, so stopping it also stops what it started (npm -> tsx).
    const child = spawn(command, args, { cwd, env, stdio: "inherit", detached: true });
    child.on("error", (error) => {
      console.error(`[${name}] could not start: ${error.message}`);
      stopAll(1);
    });
    child.on("exit", (code, signal) => {
      if (stopping) return;
      console.error(`[${name}] exited (${signal ?? `code ${code}`}); stopping the others`);
      stopAll(1);
    });
    return child;
  });

  let stopping = false;
  function stopAll(exitCode: number): void {
    if (stopping) return;
    stopping = true;
    const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
    for (const child of alive) signalGroup(child, "SIGTERM");
    let remaining = alive.length;
    if (remaining === 0) process.exit(exitCode);
    for (const child of alive) {
      child.on("exit", () => {
        remaining -= 1;
        if (remaining === 0) process.exit(exitCode);
      });
    }
    setTimeout(() => {
      for (const child of alive) signalGroup(child, "SIGKILL");
      process.exit(exitCode);
    }, 10_000).unref();
  }

  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
  onAllStarted?.();
  return { stopAll };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid === undefined) throw new Error("never started");
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/**
 * Sends SIGTERM to each of a script's children still running and resolves once every one has exited, so
 * what follows (removing their data folders, the next stage's servers on the same ports) finds them gone.
 */
export async function stopChildren(children: Iterable<ChildProcess>): Promise<void> {
  const running = [...children].filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGTERM");
  await Promise.all(exited);
}

/** Resolves once `url` answers 2xx, polling every 250 ms for at most `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Refuses to start when one of `ports` is taken: the run would otherwise talk to whatever holds it (a
 * server left by an interrupted run, another checkout's run) and fail far from the cause.
 */
export async function requireFreePorts(ports: readonly number[], hint: string): Promise<void> {
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once("error", () => reject(new Error(`Port ${port} is already in use: ${hint}`)));
      probe.listen(port, "0.0.0.0", () => probe.close(() => resolve()));
    });
  }
}
