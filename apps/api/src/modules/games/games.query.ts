import type { GameListQuery, GameSortId } from "@quillspin/contracts";
import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { gameEntityLinks, games } from "../../db/schema";

type LinkedKind = "mechanic" | "special_feature" | "language";

/** Case-insensitive A-Z under one collation, so PGlite and PostgreSQL servers sort alike. */
const nameKey = sql`lower(${games.name}) collate "C"`;

/** Ties go to the name, then the slug, so every page of a sorted list is stable. */
const sortOrders: Record<GameSortId, SQL[]> = {
  new_releases: [desc(games.releaseDate), asc(nameKey)],
  a_z: [asc(nameKey)],
  z_a: [desc(nameKey)],
  rtp_high_to_low: [desc(games.rtp), asc(nameKey)],
  rtp_low_to_high: [asc(games.rtp), asc(nameKey)],
  volatility_high_to_low: [desc(games.volatilityRank), asc(nameKey)],
  volatility_low_to_high: [asc(games.volatilityRank), asc(nameKey)],
};

export function gameOrder(sort: GameSortId | undefined): SQL[] {
  return sort ? [...sortOrders[sort], asc(games.slug)] : [asc(games.position)];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Whole words go through the full-text index (`websearch_to_tsquery`, so quotes and `-word` work);
 * every word is also tried as a prefix, so "flexi" finds FlexiWays; and the name is matched at the
 * start of any of its words, for text the parser splits oddly ("Cleo's", "777").
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const conditions = [sql`${games.search} @@ websearch_to_tsquery('english', ${text})`];
  if (words.length > 0) {
    const prefixes = words.map((word) => `${word}:*`).join(" & ");
    conditions.push(sql`${games.search} @@ to_tsquery('english', ${prefixes})`);
  }
  conditions.push(sql`(' ' || ${games.name}) ilike ${`% ${escapeLike(text)}%`}`);
  return or(...conditions);
}

/** Values of one filter match any of them; different filters must all match. */
export function filterCondition(db: Db, query: GameListQuery): SQL | undefined {
  const linked = (kind: LinkedKind, ids: string[]) =>
    inArray(
      games.slug,
      db
        .select({ slug: gameEntityLinks.gameSlug })
        .from(gameEntityLinks)
        .where(and(eq(gameEntityLinks.kind, kind), inArray(gameEntityLinks.entityId, ids))),
    );
  const conditions: (SQL | undefined)[] = [
    query.type?.length ? inArray(games.typeId, query.type) : undefined,
    query.volatility?.length ? inArray(games.volatility, query.volatility) : undefined,
    query.theme?.length ? inArray(games.themeId, query.theme) : undefined,
    query.mechanic?.length ? linked("mechanic", query.mechanic) : undefined,
    query.special_feature?.length ? linked("special_feature", query.special_feature) : undefined,
    query.language?.length ? linked("language", query.language) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  ];
  return and(...conditions);
}
