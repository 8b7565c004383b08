import type { GameListQuery, GameSortId } from "@quillspin/contracts";
import { and, arrayOverlaps, asc, desc, inArray, or, type SQL, sql } from "drizzle-orm";
import { games } from "../../db/schema";

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
  if (!sort) return [asc(games.position)];
  // Z-A breaks ties the same way round, so one backward scan of the name index serves it.
  return [...sortOrders[sort], sort === "z_a" ? desc(games.slug) : asc(games.slug)];
}

/**
 * Whole words go through the full-text index (`websearch_to_tsquery`, so quotes and `-word` work);
 * every word is also tried as a prefix, so "flexi" finds FlexiWays, both in the stemmed text and in
 * the name as the simple parser splits it ("Cleo's", "777"). Both branches can use a GIN index, so a
 * selective search reads only the rows it matches.
 */
export function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const whole = sql`websearch_to_tsquery('english', ${text})`;
  if (words.length === 0) return sql`${games.search} @@ ${whole}`;
  const prefixes = words.map((word) => `${word}:*`).join(" & ");
  // One tsquery for the stemmed text, so each row's vector is matched once, not once per reading.
  const conditions = [
    sql`${games.search} @@ (${whole} || to_tsquery('english', ${prefixes}))`,
    sql`${games.nameSearch} @@ to_tsquery('simple', ${prefixes})`,
  ];
  return or(...conditions);
}

/** Values of one filter match any of them; different filters must all match. */
export function filterCondition(query: GameListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.type?.length ? inArray(games.typeId, query.type) : undefined,
    query.volatility?.length ? inArray(games.volatility, query.volatility) : undefined,
    query.theme?.length ? inArray(games.themeId, query.theme) : undefined,
    query.mechanic?.length ? arrayOverlaps(games.mechanicIds, query.mechanic) : undefined,
    query.special_feature?.length ? arrayOverlaps(games.specialFeatureIds, query.special_feature) : undefined,
    query.language?.length ? arrayOverlaps(games.languageIds, query.language) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  ];
  return and(...conditions);
}
