import { type GameFacts, gameFactKeys, gameRecords } from "@quillspin/content";
import { siteRoutes } from "@quillspin/contracts";
import { absoluteUrl } from "../seo/page-meta";

export interface GameFeedEntry {
  slug: string;
  name: string;
  url: string;
  image: string;
  facts: GameFacts;
  /** Facts still to be confirmed by the studio. */
  editorial: string[];
}

/** Every game's facts for operators and affiliates, straight from the catalogue. */
export function gameFeed(): GameFeedEntry[] {
  return gameRecords.map((record) => ({
    slug: record.slug,
    name: record.content.name,
    url: absoluteUrl(siteRoutes.game(record.slug)),
    image: absoluteUrl(`/images/games/${record.slug}/card.webp`),
    facts: record.facts,
    editorial: record.editorial,
  }));
}

function csvCell(value: unknown): string {
  const text = Array.isArray(value) ? value.join("|") : String(value);
  // Cells that a spreadsheet would run as a formula are prefixed with a quote (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function gameFeedCsv(): string {
  const header = ["slug", "name", "url", "image", ...gameFactKeys, "editorial"];
  const rows = gameFeed().map((entry) => [
    entry.slug,
    entry.name,
    entry.url,
    entry.image,
    ...gameFactKeys.map((key) => entry.facts[key]),
    entry.editorial,
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
