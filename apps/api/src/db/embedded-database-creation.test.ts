import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gameRecords, roadmapPage } from "@quillspin/content";
import { afterEach, describe, expect, it } from "vitest";
import { articleFilesIn, defaultNewsFolder } from "../modules/news/article-files";
import { articles } from "../modules/news/news.tables";
import { roadmapMilestones } from "../modules/roadmap/roadmap.tables";
import { openPglite } from "./database";
import { createEmbeddedDatabaseApart } from "./embedded-database-creation";
import { migrationsFolder } from "./migrate";
import { games } from "./schema";

const folders: string[] = [];
function newFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "quillspin-created-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("createEmbeddedDatabaseApart", () => {
  // A child process runs initdb, every migration and the seeds, twice: 48 s measured on two cores
  // shared six ways (issue 31).
  it("leaves a new folder migrated and seeded, and leaves an existing database alone", {
    timeout: 180_000,
  }, async () => {
    const pgliteDir = path.join(newFolder(), "pglite");
    expect(await createEmbeddedDatabaseApart(pgliteDir)).toBe(true);

    const database = await openPglite(pgliteDir);
    try {
      const journal = JSON.parse(readFileSync(`${migrationsFolder()}/meta/_journal.json`, "utf8")) as {
        entries: unknown[];
      };
      const applied = await database.client.query<{ count: number }>(
        "select count(*)::int as count from drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]?.count).toBe(journal.entries.length);
      const slugs = await database.db.select({ slug: games.slug }).from(games);
      expect(slugs.map(({ slug }) => slug).sort()).toEqual(gameRecords.map(({ slug }) => slug).sort());
      const newsFolder = defaultNewsFolder();
      expect(await database.db.$count(articles)).toBe(newsFolder ? articleFilesIn(newsFolder).length : 0);
      expect(await database.db.$count(roadmapMilestones)).toBe(roadmapPage.milestones.length);
    } finally {
      await database.close();
    }

    expect(await createEmbeddedDatabaseApart(pgliteDir)).toBe(false);
  });

  it("fails when the database cannot be created", { timeout: 60_000 }, async () => {
    // The folder's parent is a file: the child cannot make the folder and exits non-zero.
    const blocker = path.join(newFolder(), "not-a-folder");
    writeFileSync(blocker, "");
    await expect(createEmbeddedDatabaseApart(path.join(blocker, "pglite"))).rejects.toThrow(
      /Creating the embedded database in .* failed \(exit code 1\)/,
    );
  });
});
