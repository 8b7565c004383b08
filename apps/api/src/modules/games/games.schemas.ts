import { gameContentSchema, gameFactsSchema } from "@quillspin/content";
import {
  gameFacetsQuerySchemaFor,
  gameListItemSchema,
  gameListQuerySchemaFor,
  gameSlugParamSchema,
  locales,
} from "@quillspin/contracts";
import { z } from "zod";
import { catalogueEntities, filterValues } from "./catalogue-vocabulary";

/**
 * Filters accept exactly the entity ids the seed writes. Both come from the bundled catalogue, so
 * the allowed values are known at start and the OpenAPI document lists them.
 */
export const listFilterValues = filterValues(catalogueEntities());

export const gameListQuerySchema = gameListQuerySchemaFor(listFilterValues);

export const gameFacetsQuerySchema = gameFacetsQuerySchemaFor(listFilterValues);

export const gameParamsSchema = z.object({ slug: gameSlugParamSchema });

const localeCodes = locales.map((locale) => locale.code) as [string, ...string[]];

export const gameLocaleQuerySchema = z.object({ locale: z.enum(localeCodes).optional() });

/** One game: its list item, the twenty facts and the page content. */
export const gameDetailSchema = gameListItemSchema.extend({
  facts: gameFactsSchema,
  content: gameContentSchema,
});

export const gameDetailResponseSchema = z.object({ data: gameDetailSchema });

export type GameDetail = z.infer<typeof gameDetailSchema>;
