import type { GameContent } from "../schema";

/** One text of a game page and where it sits in the record, e.g. `bonuses.list[2].content`. */
export interface TextLocation {
  path: string;
  text: string;
}

/** Keys that hold file paths or layout hints rather than words a visitor reads. */
const nonTextKeys = new Set(["image", "size", "align", "width"]);

const blockTag = /<\/?(?:p|li|ul|ol|br)\b[^>]*>/gi;
const anyTag = /<[^>]+>/g;
const entities: Record<string, string> = {
  "&amp;": "&",
  "&nbsp;": " ",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
};

/**
 * What a visitor reads: block tags become line breaks so that list items and paragraphs never run
 * into one sentence, inline tags vanish so that `<strong>8</strong> free spins` still reads as a figure.
 */
export function toPlainText(html: string): string {
  return html
    .replace(blockTag, "\n")
    .replace(anyTag, "")
    .replace(/&(?:amp|nbsp|lt|gt|quot);/g, (entity) => entities[entity] ?? entity)
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\n ]*/g, "\n")
    .trim();
}

/** Every text of a record's content in page order, as written (HTML included), with its section path. */
export function htmlLocations(content: GameContent): TextLocation[] {
  const found: TextLocation[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === "string") {
      found.push({ path, text: value });
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(item, `${path}[${index}]`);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (!nonTextKeys.has(key)) walk(item, path ? `${path}.${key}` : key);
      }
    }
  };
  walk(content, "");
  return found;
}

/** Every text of a record's content in page order, as plain text, with its section path. */
export function textLocations(content: GameContent): TextLocation[] {
  return htmlLocations(content).map(({ path, text }) => ({ path, text: toPlainText(text) }));
}

/** All texts of a record, one per line, for finding a figure anywhere on the page. */
export function pageText(content: GameContent): string {
  return textLocations(content)
    .map((location) => location.text)
    .join("\n");
}
