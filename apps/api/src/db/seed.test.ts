import { gameSummaries } from "@quillspin/content";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../test/database";
import { games } from "./schema";
import { seedCatalogue } from "./seed";

describe("seedCatalogue", () => {
  it("writes the twenty games and is safe to run again", async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    const first = await db.select().from(games).orderBy(asc(games.position));
    await seedCatalogue(db);
    const second = await db.select().from(games).orderBy(asc(games.position));

    expect(first.map((game) => game.slug)).toEqual(gameSummaries.map((game) => game.slug));
    expect(second).toEqual(first);
  });

  it("updates a changed record in place", async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    await db.update(games).set({ name: "Renamed" });
    await seedCatalogue(db);
    const rows = await db.select({ name: games.name }).from(games).orderBy(asc(games.position));
    expect(rows.map((row) => row.name)).toEqual(gameSummaries.map((game) => game.name));
  });
});
