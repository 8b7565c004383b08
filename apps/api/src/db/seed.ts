import { type GameRecord, gameRecords } from "@quillspin/content";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  type CatalogueEntity,
  cardImagePath,
  catalogueEntities,
  entitySlug,
  gameEntityIds,
  volatilityRank,
} from "../modules/games/catalogue-vocabulary";
import { searchableText } from "../modules/games/searchable-text";
import type { Db } from "./database";
import { gameEntities, gameEntityLinks, games } from "./schema";

/** Any number, as long as every API instance uses the same one. */
const SEED_LOCK_ID = 71_203_002;

const LINKED_KINDS = ["mechanic", "special_feature", "language"] as const;

type GameRow = typeof games.$inferInsert;
type LinkRow = typeof gameEntityLinks.$inferInsert;

function gameRow(record: GameRecord, position: number): GameRow {
  const { facts, content } = record;
  const ids = gameEntityIds(record);
  const featureOrder = (id: string) => facts.features.indexOf(id);
  return {
    slug: record.slug,
    name: content.name,
    position,
    subtitle: content.subtitle,
    summary: searchableText(`${content.summary} ${content.summary2}`),
    releaseDate: facts.release_date,
    typeId: entitySlug(facts.type),
    type: facts.type,
    rtp: facts.rtp,
    volatility: facts.volatility,
    volatilityRank: volatilityRank(facts.volatility),
    hitFrequency: facts.hit_frequency,
    maxWin: facts.max_win,
    minBet: facts.min_bet,
    maxBet: facts.max_bet,
    layout: facts.layout,
    paylines: facts.paylines,
    themeId: entitySlug(facts.theme),
    theme: facts.theme,
    image: cardImagePath(record.slug),
    mechanicIds: ids.mechanic,
    specialFeatureIds: ids.special_feature,
    languageIds: ids.language,
    featureIds: [...ids.mechanic, ...ids.special_feature].sort((a, b) => featureOrder(a) - featureOrder(b)),
  };
}

function linkRows(record: GameRecord): LinkRow[] {
  const ids = gameEntityIds(record);
  return LINKED_KINDS.flatMap((kind) => {
    const order: readonly string[] = kind === "language" ? record.facts.languages : record.facts.features;
    return ids[kind].map((entityId) => ({
      gameSlug: record.slug,
      kind,
      entityId,
      position: order.indexOf(entityId),
    }));
  });
}

/**
 * The `set` and `setWhere` of an upsert that copies the given columns from the proposed row and
 * skips rows whose values are already the same, so a re-run writes nothing.
 */
function changedColumns(table: PgTable, keys: readonly string[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const picked = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Unknown column ${key}`);
    return { key, excluded: sql.raw(`excluded."${column.name}"`), column };
  });
  const set = Object.fromEntries(picked.map(({ key, excluded }) => [key, excluded])) as Record<string, SQL>;
  const current = sql.join(
    picked.map(({ column }) => sql`${column}`),
    sql`, `,
  );
  const proposed = sql.join(
    picked.map(({ excluded }) => excluded),
    sql`, `,
  );
  return { set, setWhere: sql`(${current}) is distinct from (${proposed})` };
}

/**
 * Writes the catalogue into the database: games, the filter entities and the links between them.
 * Safe to run at every start: it upserts by natural key, touches only rows whose values changed,
 * and removes rows for games and entities the content no longer has, all in one transaction.
 */
export async function seedCatalogue(db: Db, records: readonly GameRecord[] = gameRecords): Promise<void> {
  const entities: CatalogueEntity[] = catalogueEntities(records);
  const gameRows = records.map(gameRow);
  const links = records.flatMap(linkRows);

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);

    await tx
      .insert(gameEntities)
      .values(entities)
      .onConflictDoUpdate({
        target: [gameEntities.kind, gameEntities.id],
        ...changedColumns(gameEntities, ["name", "iso2", "position"]),
      });

    if (gameRows.length > 0) {
      const columns = Object.keys(gameRows[0] ?? {}).filter((key) => key !== "slug");
      const { set, setWhere } = changedColumns(games, columns);
      await tx
        .insert(games)
        .values(gameRows)
        .onConflictDoUpdate({ target: games.slug, set: { ...set, updatedAt: sql`now()` }, setWhere });
    }

    if (links.length > 0) {
      await tx
        .insert(gameEntityLinks)
        .values(links)
        .onConflictDoUpdate({
          target: [gameEntityLinks.gameSlug, gameEntityLinks.kind, gameEntityLinks.entityId],
          ...changedColumns(gameEntityLinks, ["position"]),
        });
    }

    // The kept keys travel as one JSON parameter: a long `not in ((...), (...))` list of row
    // constructors exhausts PGlite's stack, and one parameter suits both drivers alike.
    const keptLinks = JSON.stringify(
      links.map(({ gameSlug, kind, entityId }) => ({ gameSlug, kind, entityId })),
    );
    await tx.execute(sql`
      delete from ${gameEntityLinks} where not exists (
        select 1 from jsonb_to_recordset(${keptLinks}::jsonb) as kept("gameSlug" text, kind text, "entityId" text)
        where kept."gameSlug" = ${gameEntityLinks.gameSlug} and kept.kind = ${gameEntityLinks.kind}::text
          and kept."entityId" = ${gameEntityLinks.entityId}
      )`);
    const keptSlugs = JSON.stringify(gameRows.map((row) => row.slug));
    await tx.execute(sql`
      delete from ${games} where ${games.slug} not in (select jsonb_array_elements_text(${keptSlugs}::jsonb))`);
    const keptEntities = JSON.stringify(entities.map(({ kind, id }) => ({ kind, id })));
    await tx.execute(sql`
      delete from ${gameEntities} where not exists (
        select 1 from jsonb_to_recordset(${keptEntities}::jsonb) as kept(kind text, id text)
        where kept.kind = ${gameEntities.kind}::text and kept.id = ${gameEntities.id}
      )`);
  });
}
