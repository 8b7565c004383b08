import {
  featureSummaries,
  type GameContent,
  type GameFacts,
  type GameRecord,
  gameRecordBySlug,
  provisionalFacts,
} from "@quillspin/content";
import { type HeadlineFigures, headlineFigures } from "@quillspin/game-engine/par";
import { sanitizeRichText } from "@quillspin/rich-text";
import { winBelowCap } from "./par-summary/par-summary.server";

/** Every rich-text field of a game's content, sanitised; plain fields are left for React to escape. */
function sanitizeContent(content: GameContent): GameContent {
  const rich = <T extends { content: string }>(item: T): T => ({
    ...item,
    content: sanitizeRichText(item.content),
  });
  return {
    ...content,
    summary: sanitizeRichText(content.summary),
    summary2: sanitizeRichText(content.summary2),
    special_features: content.special_features.map(rich),
    volatility: { ...content.volatility, list: content.volatility.list.map(rich) },
    symbols: { ...content.symbols, list: content.symbols.list.map(rich) },
    multipliers: { ...content.multipliers, list: content.multipliers.list.map(rich) },
    gallery: { ...content.gallery, content: sanitizeRichText(content.gallery.content) },
    bonuses: { ...content.bonuses, list: content.bonuses.list.map(rich) },
    rules: { ...content.rules, content: sanitizeRichText(content.rules.content) },
    overview: content.overview.map(rich) as GameContent["overview"],
  };
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** A game's facts with the names they are shown by, for the facts table and the compare table. */
export interface GameFactsData {
  facts: GameRecord["facts"];
  /** The facts still awaiting certification, marked * where shown (none once the game is released). */
  provisional: (keyof GameFacts)[];
  /** Hit frequency and max-win odds from their one source (the exact figure, else the longest run). */
  headline: HeadlineFigures | null;
  features: { slug: string; name: string }[];
  languages: { code: string; name: string }[];
  /** Below the stated max win when the maths never reaches it (the PAR sheet's argument), else null. */
  maxWinReachable: number | null;
}

export function gameFactsData(record: GameRecord): GameFactsData {
  return {
    facts: record.facts,
    provisional: provisionalFacts(record),
    headline: headlineFigures(record.slug),
    features: featureSummaries.filter((feature) => record.facts.features.includes(feature.slug)),
    languages: record.facts.languages.map((code) => ({ code, name: languageNames.of(code) ?? code })),
    maxWinReachable: winBelowCap(record.slug),
  };
}

export interface GamePageData extends GameFactsData {
  slug: string;
  content: GameContent;
}

/** What a game page shows, from the bundled catalogue (catalogue.md section 7: no call is made). */
export function loadGamePage(slug: string): GamePageData | null {
  const record = gameRecordBySlug(slug);
  if (!record) return null;
  return {
    slug: record.slug,
    content: sanitizeContent(record.content),
    ...gameFactsData(record),
  };
}
