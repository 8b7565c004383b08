import { z } from "zod";
import { pageMetaSchema, pageQuerySchema } from "./pagination";

export const gameListItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
});

export const gameListQuerySchema = pageQuerySchema;

export const gameListResponseSchema = z.object({
  data: z.array(gameListItemSchema),
  meta: pageMetaSchema,
});

export type GameListItem = z.infer<typeof gameListItemSchema>;
export type GameListQuery = z.infer<typeof gameListQuerySchema>;
export type GameListResponse = z.infer<typeof gameListResponseSchema>;
