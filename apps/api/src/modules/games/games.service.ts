import type { GameListQuery, GameListResponse } from "@quillspin/contracts";
import { asc, count } from "drizzle-orm";
import type { Db } from "../../db/database";
import { games } from "../../db/schema";

export async function listGames(db: Db, query: GameListQuery): Promise<GameListResponse> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ slug: games.slug, name: games.name })
      .from(games)
      .orderBy(asc(games.position))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(games),
  ]);
  return { data: rows, meta: { page: query.page, limit: query.limit, total: totals?.total ?? 0 } };
}
