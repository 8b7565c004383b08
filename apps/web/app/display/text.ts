/** Names in a sentence: "Buy Bonus, Gamble Feature, Hold & Win" (site.md section 3). */
export function joinNames(names: readonly string[]): string {
  return names.join(", ");
}

/** Drops trademark symbols (™ and ®) where a name is used as plain text, e.g. in titles. */
export function removeTrademark(text: string): string {
  return text.replace(/\s*[™®]/g, "");
}
