/**
 * Finding a spec figure in a page's text, tolerant of wording but never of numbers.
 *
 * A figure is written as the text must say it, case aside: `"8 free spins"`, `"2x to 100x"`.
 * ` … ` stands for any words within the same sentence, so `"reels 2, 3 and 4 … 8 free spins"` finds
 * "3 scatters on reels 2, 3 and 4 award 8 free spins". A number at either end of a part never matches
 * inside a longer number: `"40x"` does not match "140x" and `"8 free spins"` does not match "18 free spins".
 */
const anyWordsInSentence = String.raw`(?:(?![.!?;]\s)[^\n])*?`;

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A number may not continue before the part: "40x" must not be read from "140x". */
function startBoundary(text: string): string {
  if (/^[\d$]/.test(text)) return String.raw`(?<![\d.,])`;
  return /^\w/.test(text) ? String.raw`\b` : "";
}

/** A number may not continue after the part: "2 to 4" must not be read from "2 to 40". */
function endBoundary(text: string): string {
  if (/\dx?$/i.test(text)) return String.raw`(?![\d]|[.,]\d)`;
  return /\w$/.test(text) ? String.raw`\b` : "";
}

function part(wording: string): string {
  const text = wording.trim();
  return `${startBoundary(text)}${literal(text).replace(/\s+/g, String.raw`\s+`)}${endBoundary(text)}`;
}

/** The pattern of one wording of a figure, parts joined by "any words within the sentence". */
export function figurePattern(figure: string): RegExp {
  return new RegExp(figure.split("…").map(part).join(anyWordsInSentence), "i");
}

/** Whether the text states the figure in one of the given wordings. */
export function statesFigure(text: string, wordings: string | readonly string[]): boolean {
  const options = typeof wordings === "string" ? [wordings] : wordings;
  return options.some((wording) => figurePattern(wording).test(text));
}
