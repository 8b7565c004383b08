/**
 * Figures as the catalogue writes them: `96.06%`, `5,000x` or `x3`, `200,704 ways`, `$0.30`.
 * Each pattern refuses to start or end inside a longer number, so `40x` is never read out of `140x`
 * and a grid such as `5x5` is never read as a 5x multiplier.
 */
const number = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const notAfterNumber = String.raw`(?<![\d.,])`;
const notBeforeNumber = String.raw`(?![\d]|[.,]\d)`;

export const percentPattern = new RegExp(String.raw`${notAfterNumber}(${number})\s?%`, "g");
/** `5,000x` (the house format) or `x1000` (how some readings in the spec are written). */
export const multiplierPattern = new RegExp(
  String.raw`${notAfterNumber}(${number})x(?![\d\w])|(?<![\w.,])x(${number})${notBeforeNumber}`,
  "g",
);
export const waysPattern = new RegExp(String.raw`${notAfterNumber}(${number})\s+ways\b`, "gi");
export const amountPattern = new RegExp(String.raw`${notAfterNumber}\$?(${number})${notBeforeNumber}`, "g");

/** `"200,704"` → 200704, `"$0.30"` → 0.3. */
export function parseNumber(written: string): number {
  return Number(written.replace(/[$,]/g, ""));
}

/** A figure found in a text: its value, what kind of number it is, and where it sits in the text. */
export interface FigureToken {
  unit: "percent" | "multiplier" | "ways" | "amount";
  value: number;
  written: string;
  start: number;
  end: number;
}

function tokens(text: string, pattern: RegExp, unit: FigureToken["unit"]): FigureToken[] {
  return [...text.matchAll(pattern)].map((match) => ({
    unit,
    value: parseNumber(match[1] ?? match[2] ?? ""),
    written: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export const percentTokens = (text: string) => tokens(text, percentPattern, "percent");
export const multiplierTokens = (text: string) => tokens(text, multiplierPattern, "multiplier");
export const waysTokens = (text: string) => tokens(text, waysPattern, "ways");

/** Bare amounts (bets, counts): numbers that are neither percentages nor multipliers nor ways. */
export function amountTokens(text: string): FigureToken[] {
  const taken = [...percentTokens(text), ...multiplierTokens(text), ...waysTokens(text)];
  return tokens(text, amountPattern, "amount").filter(
    (token) =>
      !taken.some((other) => token.start < other.end && other.start < token.end) &&
      !/^[x%]/i.test(text.slice(token.end)),
  );
}

/** Every figure in a text, whatever its unit. */
export function figureTokens(text: string): FigureToken[] {
  return [...percentTokens(text), ...multiplierTokens(text), ...waysTokens(text), ...amountTokens(text)];
}

/** `5000` → `"5,000"`; keeps decimals as given (`0.5` → `"0.5"`). */
export function withThousands(value: number): string {
  const [whole = "", decimals] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/** A bet as the rules write it: `0.2` → `"0.20"`, `100` → `"100.00"`. */
export function betAmount(value: number): string {
  const [whole = "0", cents = "00"] = value.toFixed(2).split(".");
  return `${withThousands(Number(whole))}.${cents}`;
}
