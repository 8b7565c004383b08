import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirInUseError, lockFileFor } from "./data-dir-lock";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function pgliteDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "quillspin-lock-"));
  folders.push(folder);
  return path.join(folder, "pglite");
}
const ownStart = () => {
  const stat = readFileSync(`/proc/${process.pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
};

describe.runIf(process.platform === "linux" && process.env.TEST_DATABASE_KIND !== "postgres")(
  "the embedded database's lock",
  () => {
    it("is exclusive while held and free again once released", () => {
      const dir = pgliteDir();
      const lock = acquireDataDirLock(dir, "the API");
      expect(() => acquireDataDirLock(dir, "npm run accounts")).toThrow(DataDirInUseError);
      lock.release();
      acquireDataDirLock(dir, "npm run accounts").release();
    });

    it("refuses while a live process holds it", () => {
      const dir = pgliteDir();
      const holder = { pid: process.pid, startedAt: "2026-11-24T04:00:00.000Z", processStart: ownStart() };
      writeFileSync(
        lockFileFor(dir),
        JSON.stringify({ ...holder, hostname: hostname(), command: "the API" }),
      );
      expect(() => acquireDataDirLock(dir, "npm run news")).toThrow(
        `is in use by the API (pid ${process.pid} on ${hostname()}, started 2026-11-24T04:00:00.000Z)`,
      );
    });

    it("takes over a lock whose pid now belongs to another process", () => {
      const dir = pgliteDir();
      const reused = { pid: process.pid, startedAt: "2020-01-01T00:00:00.000Z", processStart: "1" };
      writeFileSync(
        lockFileFor(dir),
        JSON.stringify({ ...reused, hostname: hostname(), command: "the API" }),
      );
      const lock = acquireDataDirLock(dir, "npm run accounts");
      expect(JSON.parse(readFileSync(lock.file, "utf8"))).toMatchObject({ command: "npm run accounts" });
      lock.release();
    });

    it("takes over a damaged lock file", () => {
      const dir = pgliteDir();
      writeFileSync(lockFileFor(dir), "{ not json");
      acquireDataDirLock(dir, "the API").release();
    });
  },
);
