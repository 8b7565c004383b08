import { gameRecordBySlug } from "@quillspin/content";
import {
  type GameEntities,
  type GameFacets,
  type GameFacetsQuery,
  type GameFacetsResponse,
  type GameFilterKey,
  type GameListItem,
  type GameListQuery,
  type GameListResponse,
  gameFilterKeys,
} from "@quillspin/contracts";
import { winBelowCap } from "@quillspin/game-engine/par";
import { asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { gameEntities, games } from "../../db/schema";
import { filterCondition, gameOrder } from "./games.query";
import { type GameDetail, listFilterValues } from "./games.schemas";

const listItemColumns = {
  slug: games.slug,
  name: games.name,
  subtitle: games.subtitle,
  release_date: games.releaseDate,
  type: games.type,
  rtp: games.rtp,
  volatility: games.volatility,
  max_win: games.maxWin,
  min_bet: games.minBet,
  max_bet: games.maxBet,
  layout: games.layout,
  paylines: games.paylines,
  theme: games.theme,
  features: games.featureIds,
  image: games.image,
};

/** The catalogue's columns plus what the committed PAR sheet says of the stated max win. */
function withReachableWin(row: Omit<GameListItem, "max_win_reachable">): GameListItem {
  return { ...row, max_win_reachable: winBelowCap(row.slug) };
}

export async function listGames(db: Db, query: GameListQuery): Promise<GameListResponse> {
  const where = filterCondition(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(listItemColumns)
      .from(games)
      .where(where)
      .orderBy(...gameOrder(query.sort))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return {
    data: rows.map(withReachableWin),
    meta: { page: query.page, limit: query.limit, total: totals?.total ?? 0 },
  };
}

/** The column each filter reads: one id per game, or an array of them. */
const facetColumns: Record<GameFilterKey, { column: SQL; array: boolean }> = {
  type: { column: sql`${games.typeId}`, array: false },
  volatility: { column: sql`${games.volatility}`, array: false },
  theme: { column: sql`${games.themeId}`, array: false },
  mechanic: { column: sql`${games.mechanicIds}`, array: true },
  language: { column: sql`${games.languageIds}`, array: true },
  special_feature: { column: sql`${games.specialFeatureIds}`, array: true },
};

/**
 * Each filter value's count under the query's other filters and search (one grouped query per
 * filter, on the same indexed columns the list reads: decision 8), every value listed, 0 included.
 */
export async function listGameFacets(db: Db, query: GameFacetsQuery): Promise<GameFacetsResponse> {
  const countsOf = async (key: GameFilterKey): Promise<Record<string, number>> => {
    const { column, array } = facetColumns[key];
    const value = array ? sql<string>`unnest(${column})` : sql<string>`${column}`;
    const rows = await db
      .select({ id: value.as("id"), games: count() })
      .from(games)
      .where(filterCondition({ ...query, [key]: undefined, page: 1, limit: 1 }))
      .groupBy(sql`1`);
    const found = new Map(rows.map((row) => [String(row.id), row.games]));
    return Object.fromEntries(listFilterValues[key].map((id) => [id, found.get(id) ?? 0]));
  };
  const [total, ...counts] = await Promise.all([
    db
      .select({ total: count() })
      .from(games)
      .where(filterCondition({ ...query, page: 1, limit: 1 })),
    ...gameFilterKeys.map(countsOf),
  ]);
  const data = Object.fromEntries(gameFilterKeys.map((key, index) => [key, counts[index]])) as GameFacets;
  return { data, meta: { total: total[0]?.total ?? 0 } };
}

/** The list item from the database, with the record's facts and page content from the content package. */
export async function findGame(db: Db, slug: string): Promise<GameDetail | undefined> {
  const record = gameRecordBySlug(slug);
  if (!record) return undefined;
  const [row] = await db.select(listItemColumns).from(games).where(eq(games.slug, slug));
  return row && { ...withReachableWin(row), facts: record.facts, content: record.content };
}

export async function listGameEntities(db: Db): Promise<GameEntities> {
  const rows = await db
    .select()
    .from(gameEntities)
    .orderBy(asc(gameEntities.kind), asc(gameEntities.position));
  const entities: GameEntities = {
    types: [],
    volatilities: [],
    themes: [],
    mechanics: [],
    languages: [],
    special_features: [],
  };
  for (const { kind, id, name, iso2 } of rows) {
    if (kind === "language") entities.languages.push({ id, name, iso2: iso2 ?? id });
    else entities[pluralKeys[kind]].push({ id, name });
  }
  return entities;
}

const pluralKeys = {
  type: "types",
  volatility: "volatilities",
  theme: "themes",
  mechanic: "mechanics",
  special_feature: "special_features",
} as const;
