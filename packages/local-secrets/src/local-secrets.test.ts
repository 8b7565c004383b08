import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readOrCreateSecretFile } from "./index";

const folders: string[] = [];
function dataDir(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "quillspin-secret-"));
  folders.push(folder);
  return path.join(folder, "data");
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("readOrCreateSecretFile", () => {
  it("creates a random owner-only secret once and reads the same one afterwards", () => {
    const dir = dataDir();
    const first = readOrCreateSecretFile(dir, "auth-secret", "API");
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readOrCreateSecretFile(dir, "auth-secret", "API")).toBe(first);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
    expect(statSync(path.join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretFile(dataDir(), "auth-secret", "API")).not.toBe(first);
  });

  it("refuses a damaged file, naming the environment and the file", () => {
    const dir = dataDir();
    readOrCreateSecretFile(dir, "site-secret", "web");
    writeFileSync(path.join(dir, "site-secret"), "short");
    expect(() => readOrCreateSecretFile(dir, "site-secret", "web")).toThrow(
      /Invalid web environment:\n {2}.*site-secret: holds fewer than 32 characters/,
    );
  });
});
