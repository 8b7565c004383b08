import { gameRecordBySlug } from "@quillspin/content";
import type { GameEntities, GameListItem, GameListQuery, GameListResponse } from "@quillspin/contracts";
import { winBelowCap } from "@quillspin/game-engine/par";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { gameEntities, games } from "../../db/schema";
import { filterCondition, gameOrder } from "./games.query";
import type { GameDetail } from "./games.schemas";

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
