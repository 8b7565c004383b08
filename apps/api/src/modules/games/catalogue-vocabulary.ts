import { featureSummaries, type GameRecord, gameRecords, volatilityLevels } from "@quillspin/content";
import {
  type GameFilterKey,
  type GameFilterValues,
  gameFilterKeys,
  gameMechanicSlugs,
  gameSpecialFeatureSlugs,
  gameVolatilityIds,
} from "@quillspin/contracts";
import { languageName } from "./language-names";

/** One value a game list filter offers; `position` is its place in the list the site shows. */
export interface CatalogueEntity {
  kind: GameFilterKey;
  id: string;
  name: string;
  iso2: string | null;
  position: number;
}

/** Which entities one game belongs to, by filter. */
export type GameEntityIds = Record<GameFilterKey, string[]>;

const featureNames = new Map<string, string>(featureSummaries.map((feature) => [feature.slug, feature.name]));
const mechanics = new Set<string>(gameMechanicSlugs);
const specialFeatures = new Set<string>(gameSpecialFeatureSlugs);

/** "Classic sevens, gems and fruit" becomes "classic-sevens-gems-and-fruit". */
export function entitySlug(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "medium-high" reads "Medium-high". */
function volatilityName(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}

/** Sorting key from low to high, so volatility sorts run on a number rather than on words. */
export function volatilityRank(level: string): number {
  return volatilityLevels.indexOf(level as (typeof volatilityLevels)[number]);
}

export function cardImagePath(slug: string): string {
  return `/images/games/${slug}/card.webp`;
}

export function gameEntityIds(record: GameRecord): GameEntityIds {
  const { facts } = record;
  return {
    type: [entitySlug(facts.type)],
    volatility: [facts.volatility],
    theme: [entitySlug(facts.theme)],
    mechanic: facts.features.filter((slug) => mechanics.has(slug)),
    language: [...facts.languages],
    special_feature: facts.features.filter((slug) => specialFeatures.has(slug)),
  };
}

type Entry = Omit<CatalogueEntity, "kind" | "position">;

const byName = (a: Entry, b: Entry) => a.name.localeCompare(b.name, "en-GB");

function labelled(labels: Iterable<string>): Entry[] {
  const entries = new Map<string, Entry>();
  for (const label of labels)
    entries.set(entitySlug(label), { id: entitySlug(label), name: label, iso2: null });
  return [...entries.values()].sort(byName);
}

function features(slugs: readonly string[]): Entry[] {
  return slugs.map((slug) => ({ id: slug, name: featureNames.get(slug) ?? slug, iso2: null })).sort(byName);
}

/**
 * Every value the list filters offer. The closed scales (the four volatility levels, the fifteen
 * features) are listed in full; types, themes and languages are the ones the records use.
 */
export function catalogueEntities(records: readonly GameRecord[] = gameRecords): CatalogueEntity[] {
  const codes = new Set(records.flatMap((record) => record.facts.languages));
  const byKind: Record<GameFilterKey, Entry[]> = {
    type: labelled(records.map((record) => record.facts.type)),
    volatility: volatilityLevels.map((level) => ({ id: level, name: volatilityName(level), iso2: null })),
    theme: labelled(records.map((record) => record.facts.theme)),
    mechanic: features(gameMechanicSlugs),
    language: [...codes].map((code) => ({ id: code, name: languageName(code), iso2: code })).sort(byName),
    special_feature: features(gameSpecialFeatureSlugs),
  };
  return gameFilterKeys.flatMap((kind) =>
    byKind[kind].map((entry, position) => ({ kind, ...entry, position })),
  );
}

/** The ids each filter accepts, for validating queries against the catalogue that is served. */
export function filterValues(entities: readonly CatalogueEntity[]): GameFilterValues {
  const ids = (kind: GameFilterKey) =>
    entities.filter((entity) => entity.kind === kind).map((entity) => entity.id);
  const volatilities = new Set(ids("volatility"));
  return {
    type: ids("type"),
    volatility: gameVolatilityIds.filter((level) => volatilities.has(level)),
    theme: ids("theme"),
    mechanic: ids("mechanic"),
    language: ids("language"),
    special_feature: ids("special_feature"),
  };
}
