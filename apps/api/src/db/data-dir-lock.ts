import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** Who holds the embedded database: enough to tell a live holder from a dead one and to name it. */
export interface LockHolder {
  pid: number;
  /** When the holding process started (ISO), for people reading the message or the file. */
  startedAt: string;
  /** Linux's start time of the process in clock ticks since boot: tells a reused pid from the holder. */
  processStart: string | null;
  hostname: string;
  /** What holds it, e.g. "the API" or "npm run accounts". */
  command: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by ${holder.command} ` +
        `(pid ${holder.pid} on ${holder.hostname}, started ${holder.startedAt}), and only one process may open it.\n` +
        "Stop that process and try again, or use PostgreSQL through DATABASE_URL, where several processes can work at once.",
    );
    this.name = "DataDirInUseError";
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock if it is still this process's own. Safe to call more than once. */
  release(): void;
}

/** The lock file beside the embedded database's folder, in DATA_DIR. */
export function lockFileFor(pgliteDir: string): string {
  return `${path.resolve(pgliteDir)}.lock`;
}

/** Field 22 of /proc/<pid>/stat; null where there is no /proc (the pid check alone then decides). */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another machine's process (a shared folder) cannot be checked from here: assume it runs.
  if (holder.hostname !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  if (holder.processStart === null) return true;
  const current = processStartOf(holder.pid);
  return current === null || current === holder.processStart;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    if (typeof parsed.pid !== "number" || typeof parsed.hostname !== "string") return null;
    return {
      pid: parsed.pid,
      startedAt: String(parsed.startedAt),
      processStart: typeof parsed.processStart === "string" ? parsed.processStart : null,
      hostname: parsed.hostname,
      command: typeof parsed.command === "string" ? parsed.command : "another process",
    };
  } catch {
    // Damaged, or written by hand: it names no process that could be holding the database.
    return null;
  }
}

/**
 * Takes the embedded database's lock for this process, or throws DataDirInUseError while a live
 * process holds it. A lock left by a process that died (crash, kill -9, power cut) is taken over.
 * The file is created exclusively, so of two processes starting together only one gets it.
 */
export function acquireDataDirLock(pgliteDir: string, command: string): DataDirLock {
  const file = lockFileFor(pgliteDir);
  const own: LockHolder = {
    pid: process.pid,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    processStart: processStartOf(process.pid),
    hostname: hostname(),
    command,
  };
  const content = `${JSON.stringify(own, null, 2)}\n`;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, content, { flag: "wx", mode: 0o644 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (readFileSync(file, "utf8") === content) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      // A process that exits without closing (an uncaught error) still leaves no lock behind.
      process.on("exit", release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    let seen: string;
    try {
      seen = readFileSync(file, "utf8");
    } catch {
      continue; // Released between our attempt and the read: try again.
    }
    const holder = parseHolder(seen);
    if (holder && isAlive(holder)) throw new DataDirInUseError(file, holder);
    // Moved aside under a name of our own and checked there: if another process took the dead
    // lock over first, what moved is its live lock, which goes back before we look again.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    if (readFileSync(aside, "utf8") !== seen) {
      try {
        linkSync(aside, file);
      } catch {
        // A third process created a lock meanwhile; the next attempt meets it.
      }
    }
    unlinkSync(aside);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it over`);
}
