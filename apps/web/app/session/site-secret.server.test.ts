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
    expect(resolveSiteSecret({ SITE_SECRET: secret, DATA_DIR: "/nonexistent" })).toBe(secret);
  });

  it("has no fixed value: without SITE_SECRET every DATA_DIR gets a random secret of its own", () => {
    const secrets = [1, 2, 3].map(() => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "quillspin-site-secret-"));
      folders.push(dataDir);
      return resolveSiteSecret({ DATA_DIR: dataDir });
    });
    expect(new Set(secrets).size).toBe(3);
    expect(secrets).not.toContain("local-development-site-secret-not-for-production-use");
  });

  it("creates a random secret once in DATA_DIR and keeps using it", () => {
    const root = mkdtempSync(path.join(tmpdir(), "quillspin-site-secret-"));
    folders.push(root);
    const dataDir = path.join(root, "data");
    const first = resolveSiteSecret({ DATA_DIR: dataDir });
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(resolveSiteSecret({ DATA_DIR: dataDir })).toBe(first);
    const file = path.join(dataDir, "site-secret");
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const elsewhere = mkdtempSync(path.join(tmpdir(), "quillspin-site-secret-"));
    folders.push(elsewhere);
    expect(resolveSiteSecret({ DATA_DIR: elsewhere })).not.toBe(first);
  });
});
