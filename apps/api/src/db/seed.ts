import { gameSummaries } from "@quillspin/content";
import { sql } from "drizzle-orm";
import type { Db } from "./database";
import { games } from "./schema";

/** Writes the catalogue into the database. Safe to run at every start: it upserts by slug. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db
    .insert(games)
    .values(gameSummaries.map((game, position) => ({ slug: game.slug, name: game.name, position })))
    .onConflictDoUpdate({
      target: games.slug,
      set: { name: sql`excluded.name`, position: sql`excluded.position`, updatedAt: sql`now()` },
      setWhere: sql`(${games.name}, ${games.position}) is distinct from (excluded.name, excluded.position)`,
    });
}
