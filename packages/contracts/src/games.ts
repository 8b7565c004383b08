import { z } from "zod";
import {
  type GameFilterValues,
  gameSearchMaxLength,
  gameSortIds,
  gameVolatilityIds,
} from "./game-list-options";
import { pageMetaSchema, pageQuerySchema } from "./pagination";
import { singleLineText } from "./text";

/**
 * A filter that takes one value or several (`?volatility=medium&volatility=high`). Unknown values
 * fail on the parameter itself, so the error names it: "querystring.volatility: unknown value ...".
 */
function repeatableFilter<Id extends string>(allowed: readonly Id[]) {
  const known = new Set<string>(allowed);
  const values = allowed as [Id, ...Id[]];
  return z
    .preprocess(
      (value, ctx) => {
        if (value === undefined) return value;
        const list = (Array.isArray(value) ? value : [value]).map(String);
        const unknown = list.filter((item) => !known.has(item));
        if (unknown.length > 0) {
          ctx.addIssue({
            code: "custom",
            input: value,
            message: `unknown value ${unknown.map((item) => JSON.stringify(item)).join(", ")}; expected one of ${allowed.join(", ")}`,
          });
        }
        return list.filter((item) => known.has(item));
      },
      z.array(z.enum(values)),
    )
    .optional();
}

/** A game's slug in a path (`/games/{slug}`, demos, partner downloads): unknown slugs answer 404. */
export const gameSlugParamSchema = singleLineText(z.string().min(1).max(200));

/** The list query with each filter limited to the values the catalogue holds. */
export function gameListQuerySchemaFor(allowed: GameFilterValues) {
  return pageQuerySchema.extend({
    type: repeatableFilter(allowed.type),
    volatility: repeatableFilter(allowed.volatility),
    theme: repeatableFilter(allowed.theme),
    mechanic: repeatableFilter(allowed.mechanic),
    language: repeatableFilter(allowed.language),
    special_feature: repeatableFilter(allowed.special_feature),
    q: singleLineText(z.string().trim().max(gameSearchMaxLength)).optional(),
    sort: z.enum(gameSortIds).optional(),
  });
}

export type GameListQuery = z.infer<ReturnType<typeof gameListQuerySchemaFor>>;

/** The facet counts' query: the list's filters and search, without paging or sort. */
export function gameFacetsQuerySchemaFor(allowed: GameFilterValues) {
  return gameListQuerySchemaFor(allowed).omit({ page: true, limit: true, sort: true });
}

export type GameFacetsQuery = z.infer<ReturnType<typeof gameFacetsQuerySchemaFor>>;

const facetCounts = z.record(z.string(), z.number().int().min(0));

/**
 * How many games each filter value would match, every value the catalogue offers included (0 when
 * none): the list's other filters and search apply, the value's own filter does not, since its
 * values widen it (a game matches any of them). `total` is the list's count under the whole query.
 */
export const gameFacetsResponseSchema = z.object({
  data: z.object({
    type: facetCounts,
    volatility: facetCounts,
    theme: facetCounts,
    mechanic: facetCounts,
    language: facetCounts,
    special_feature: facetCounts,
  }),
  meta: z.object({ total: z.number().int().min(0) }),
});

export type GameFacets = z.infer<typeof gameFacetsResponseSchema>["data"];
export type GameFacetsResponse = z.infer<typeof gameFacetsResponseSchema>;

/** One game as the list and the cards show it: the facts a card needs, plus its card image. */
export const gameListItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  subtitle: z.string(),
  release_date: z.iso.date(),
  /** The type's label, e.g. "Video slot". */
  type: z.string(),
  rtp: z.number(),
  volatility: z.enum(gameVolatilityIds),
  max_win: z.number().int(),
  /**
   * The most one round can pay when that is less than `max_win`, which is then a cap the model never
   * reaches (the game's PAR sheet argues it); null when the cap is reachable.
   */
  max_win_reachable: z.number().int().nullable(),
  min_bet: z.number(),
  max_bet: z.number(),
  layout: z.string(),
  paylines: z.string(),
  /** The theme's label, e.g. "Ancient Egypt". */
  theme: z.string(),
  /** Feature slugs, mechanics and special features together, in the record's order. */
  features: z.array(z.string()),
  /** `/images/games/{slug}/card.webp` */
  image: z.string(),
});

export const gameListResponseSchema = z.object({
  data: z.array(gameListItemSchema),
  meta: pageMetaSchema,
});

export const gameEntitySchema = z.object({ id: z.string(), name: z.string() });

export const gameLanguageEntitySchema = gameEntitySchema.extend({ iso2: z.string().length(2) });

/** The filter entities of `GET /games/entities`, each list in the order the site shows it. */
export const gameEntitiesResponseSchema = z.object({
  data: z.object({
    types: z.array(gameEntitySchema),
    volatilities: z.array(gameEntitySchema),
    themes: z.array(gameEntitySchema),
    mechanics: z.array(gameEntitySchema),
    languages: z.array(gameLanguageEntitySchema),
    special_features: z.array(gameEntitySchema),
  }),
});

export type GameListItem = z.infer<typeof gameListItemSchema>;
export type GameListResponse = z.infer<typeof gameListResponseSchema>;
export type GameEntity = z.infer<typeof gameEntitySchema>;
export type GameLanguageEntity = z.infer<typeof gameLanguageEntitySchema>;
export type GameEntities = z.infer<typeof gameEntitiesResponseSchema>["data"];
export type GameEntitiesResponse = z.infer<typeof gameEntitiesResponseSchema>;
