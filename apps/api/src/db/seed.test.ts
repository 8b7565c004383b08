import { gameRecordBySlug, gameRecords } from "@quillspin/content";
import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../test/database";
import { gameEntities, gameEntityLinks, games } from "./schema";
import { seedCatalogue } from "./seed";

async function snapshot() {
  const { db } = await testDatabase();
  return {
    games: await db.select().from(games).orderBy(asc(games.position)),
    entities: await db.select().from(gameEntities).orderBy(asc(gameEntities.kind), asc(gameEntities.id)),
    links: await db
      .select()
      .from(gameEntityLinks)
      .orderBy(asc(gameEntityLinks.gameSlug), asc(gameEntityLinks.kind), asc(gameEntityLinks.entityId)),
  };
}

describe("seedCatalogue", () => {
  it("writes the twenty games, their entities and links, and is safe to run again", async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    const first = await snapshot();
    await seedCatalogue(db);
    const second = await snapshot();

    expect(first.games.map((game) => game.slug)).toEqual(gameRecords.map((record) => record.slug));
    const expectedLinks = gameRecords.reduce(
      (total, record) => total + record.facts.features.length + record.facts.languages.length,
      0,
    );
    expect(first.links).toHaveLength(expectedLinks);
    expect(first.entities.length).toBeGreaterThan(0);
    // Same rows and the same updated_at: a run over unchanged content writes nothing.
    expect(second).toEqual(first);
  });

  it("stores the facts the filters and sorts read", async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    const [row] = await db.select().from(games).where(eq(games.slug, "hacker-crash-jackpot"));
    const facts = gameRecordBySlug("hacker-crash-jackpot")?.facts;
    expect(row).toMatchObject({
      name: "Hacker Crash Jackpot",
      releaseDate: facts?.release_date,
      typeId: "video-slot",
      type: "Video slot",
      rtp: facts?.rtp,
      hitFrequency: facts?.hit_frequency,
      minBet: facts?.min_bet,
      maxBet: facts?.max_bet,
      volatility: facts?.volatility,
      volatilityRank: ["low", "medium", "medium-high", "high"].indexOf(facts?.volatility ?? ""),
      themeId: "cyberpunk",
      theme: "Cyberpunk",
      image: "/images/games/hacker-crash-jackpot/card.webp",
    });
    expect(row?.summary).not.toMatch(/[<>]/);
  });

  it("updates a changed record in place", async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    await db.update(games).set({ name: "Renamed", rtp: 50 });
    await seedCatalogue(db);
    const rows = await db
      .select({ name: games.name, rtp: games.rtp })
      .from(games)
      .orderBy(asc(games.position));
    expect(rows).toEqual(gameRecords.map((record) => ({ name: record.content.name, rtp: record.facts.rtp })));
  });

  it("removes games, links and entities the content no longer has", async () => {
    const { db } = await testDatabase();
    await seedCatalogue(db);
    const [removed, ...kept] = gameRecords;
    await seedCatalogue(db, kept);

    const slugs = (await db.select({ slug: games.slug }).from(games)).map((row) => row.slug);
    expect(slugs).toHaveLength(kept.length);
    expect(slugs).not.toContain(removed?.slug);
    const [orphans] = await db
      .select({ total: count() })
      .from(gameEntityLinks)
      .where(eq(gameEntityLinks.gameSlug, removed?.slug ?? ""));
    expect(orphans?.total).toBe(0);
    const themes = (await db.select().from(gameEntities).where(eq(gameEntities.kind, "theme"))).map(
      (entity) => entity.name,
    );
    expect(themes).not.toContain(removed?.facts.theme);
    expect(themes).toEqual(expect.arrayContaining(kept.map((record) => record.facts.theme)));
  });
});
