import {
  type GameFacts,
  gameFactKeys,
  gameRecords,
  provisionalFacts,
  provisionalNote,
} from "@quillspin/content";
import { siteRoutes } from "@quillspin/contracts";
import { formatMaxWinOdds } from "@quillspin/contracts/figures";
import { csvRecords } from "@quillspin/csv";
import { headlineFigures } from "@quillspin/game-engine/par";
import { absoluteUrl } from "../seo/page-meta";

export interface GameFeedEntry {
  slug: string;
  name: string;
  url: string;
  image: string;
  facts: GameFacts;
  /** The max win's odds as the game page writes them, from the same run. */
  max_win_odds: string | null;
  /** Facts still awaiting certification (the game is not released yet); see `feedNotes`. */
  provisional: (keyof GameFacts)[];
}

/**
 * What the feeds' columns mean where a reader could not guess it: the JSON feed carries these notes, the
 * games page says the same beside its links to both feeds.
 */
export const feedNotes = {
  numbers:
    "Numbers are plain values in the units of the game page: rtp and hit_frequency in per cent (the page's value, to its two decimals), max_win a multiple of the bet, min_bet and max_bet amounts in the operator's currency; release_date is an ISO date.",
  hit_frequency:
    "The share of rounds that pay, measured on the game's longest committed simulation (the game page's measured maths names the run).",
  provisional: `The facts listed in provisional await certification. ${provisionalNote}`,
};

/** Two decimals, as the game page shows the figure: the feed's value is the page's value. */
const asShown = (value: number) => Math.round(value * 100) / 100;

/** Every game's facts for operators and affiliates, from the catalogue and the maths the pages show. */
export function gameFeed(): GameFeedEntry[] {
  return gameRecords.map((record) => {
    const headline = headlineFigures(record.slug);
    return {
      slug: record.slug,
      name: record.content.name,
      url: absoluteUrl(siteRoutes.game(record.slug)),
      image: absoluteUrl(`/images/games/${record.slug}/card.webp`),
      facts: {
        ...record.facts,
        hit_frequency: asShown(headline?.hitFrequency.percent ?? record.facts.hit_frequency),
      },
      max_win_odds: headline ? formatMaxWinOdds(headline.maxWinOdds) : null,
      provisional: provisionalFacts(record),
    };
  });
}

/** A list (platforms, currencies) is one cell, its items joined by `|`. */
const feedCell = (value: unknown): string => (Array.isArray(value) ? value.join("|") : String(value ?? ""));

export function gameFeedCsv(): string {
  const header = ["slug", "name", "url", "image", ...gameFactKeys, "max_win_odds", "provisional"];
  const rows = gameFeed().map((entry) => [
    entry.slug,
    entry.name,
    entry.url,
    entry.image,
    ...gameFactKeys.map((key) => entry.facts[key]),
    entry.max_win_odds,
    entry.provisional,
  ]);
  return csvRecords([header, ...rows.map((row) => row.map(feedCell))]);
}
