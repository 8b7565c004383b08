import type { GameEntities, GameEntitiesResponse } from "@quillspin/contracts";
import { createApiClient } from "../api/api-client";
import { publicSettings } from "../config/public-settings";

/** The filters show only the English language entry (site.md section 3). */
export function keepEnglishOnly(entities: GameEntities): GameEntities {
  return { ...entities, languages: entities.languages.filter((language) => language.iso2 === "en") };
}

export const emptyEntities: GameEntities = {
  types: [],
  volatilities: [],
  themes: [],
  mechanics: [],
  languages: [],
  special_features: [],
};

let loaded: GameEntities | null = null;

/** A failed entities fetch is only logged (site.md section 8), so this client shows no toast. */
const quietApi = createApiClient({ baseUrl: publicSettings.apiBaseUrl });

/**
 * The 'entities' step that runs before the game list in the browser: fetches the filter entities
 * once and skips the fetch while themes and languages are already loaded (site.md section 4).
 */
export async function runEntitiesStep(
  fetchEntities: () => Promise<GameEntitiesResponse> = () => quietApi.get("/games/entities"),
): Promise<GameEntities> {
  if (loaded && loaded.themes.length > 0 && loaded.languages.length > 0) return loaded;
  try {
    loaded = keepEnglishOnly((await fetchEntities()).data);
  } catch (error) {
    console.error("Failed to load the game filter entities", error);
  }
  return loaded ?? emptyEntities;
}

/** The server already sent the entities with the first page: keep them so the browser skips the fetch. */
export function rememberEntities(entities: GameEntities): void {
  if (entities.themes.length > 0 && entities.languages.length > 0) loaded = entities;
}
