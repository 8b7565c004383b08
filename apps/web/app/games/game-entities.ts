import type { GameEntities } from "@quillspin/contracts";

/** The filters show only the English language entry (site.md section 3). */
export function keepEnglishOnly(entities: GameEntities): GameEntities {
  return { ...entities, languages: entities.languages.filter((language) => language.iso2 === "en") };
}

/** What the filters offer when the entities cannot be loaded: the list still renders, unfiltered. */
export const emptyEntities: GameEntities = {
  types: [],
  volatilities: [],
  themes: [],
  mechanics: [],
  languages: [],
  special_features: [],
};
