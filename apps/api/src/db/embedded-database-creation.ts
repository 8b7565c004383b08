import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The process's entry: bundled beside server.js in `dist`, or the TypeScript source run through tsx
 * in development and tests.
 */
function creationEntry(): { file: string; execArgv: string[]; cwd?: string } {
  const bundled = fileURLToPath(new URL("./create-embedded-database.js", import.meta.url));
  if (existsSync(bundled)) return { file: bundled, execArgv: [] };
  const source = fileURLToPath(new URL("./create-embedded-database.ts", import.meta.url));
  // `--import tsx` is resolved from the working directory: the source's own finds the repository's.
  if (existsSync(source)) return { file: source, execArgv: ["--import", "tsx"], cwd: path.dirname(source) };
  throw new Error(`Neither ${bundled} nor ${source} exists`);
}

/**
 * Creates, migrates and seeds a new embedded database in a process of its own, and does nothing when
 * the folder already holds one. Why apart: PGlite's initdb runs PostgreSQL's bootstrap inside the
 * instance's WebAssembly memory, which grows to about 570 MB and never shrinks, so an API that
 * created its database kept 60-100 MB more resident than one opening it (decision 24). The short-lived
 * process gives all of it back when it exits; the API then opens the database as on any later start.
 * The caller holds DATA_DIR's lock throughout: the child is its hand and takes none.
 */
export async function createEmbeddedDatabaseApart(pgliteDir: string): Promise<boolean> {
  if (existsSync(path.join(pgliteDir, "PG_VERSION"))) return false;
  const { file, execArgv, cwd } = creationEntry();
  // The IPC channel is how the child learns that we are gone (then it stops writing).
  const child = spawn(process.execPath, [...execArgv, file, path.resolve(pgliteDir)], {
    cwd,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [code, signal] = (await new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
  })) as [number | null, NodeJS.Signals | null];
  if (code !== 0) {
    throw new Error(
      `Creating the embedded database in ${pgliteDir} failed (${signal ?? `exit code ${code}`})`,
    );
  }
  return true;
}
