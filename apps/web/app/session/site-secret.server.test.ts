import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveSiteSecret } from "./site-secret.server";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("site secret", () => {
  it("takes SITE_SECRET when it is set", () => {
    const secret = "s".repeat(40);
    expect(resolveSiteSecret({ NODE_ENV: "production", SITE_SECRET: secret, DATA_DIR: "/nonexistent" })).toBe(
      secret,
    );
  });

  it("uses a fixed local value outside production and writes nothing", () => {
    const dataDir = path.join(tmpdir(), "quillspin-no-secret-here");
    const development = resolveSiteSecret({ NODE_ENV: "development", DATA_DIR: dataDir });
    expect(resolveSiteSecret({ NODE_ENV: "test", DATA_DIR: dataDir })).toBe(development);
    expect(() => statSync(dataDir)).toThrow();
  });

  it("creates a random secret once in DATA_DIR in production and keeps using it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "quillspin-site-secret-"));
    folders.push(root);
    const dataDir = path.join(root, "data");
    const first = resolveSiteSecret({ NODE_ENV: "production", DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(resolveSiteSecret({ NODE_ENV: "production", DATA_DIR: dataDir })).toBe(first);
    const file = path.join(dataDir, "site-secret");
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const elsewhere = mkdtempSync(path.join(tmpdir(), "quillspin-site-secret-"));
    folders.push(elsewhere);
    expect(resolveSiteSecret({ NODE_ENV: "production", DATA_DIR: elsewhere })).not.toBe(first);
  });
});
