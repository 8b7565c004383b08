import {
  amountTokens,
  type FigureToken,
  multiplierTokens,
  parseNumber,
  percentTokens,
  waysTokens,
} from "./figures";

/** The figures the audit compares with the facts: the ones a reader would quote back to an operator. */
export type StatedField = "rtp" | "max_win" | "ways" | "bet_range" | "min_bet" | "max_bet" | "buy_price";

/** A figure a text states, e.g. `{ field: "rtp", values: [96.06], written: "96.06%" }`. */
export interface StatedFigure {
  field: StatedField;
  /** One value, or two for a bet range (min, max). */
  values: number[];
  /** The figure as the text writes it. */
  written: string;
  /** The sentence it was read from. */
  sentence: string;
}

interface Span {
  start: number;
  end: number;
}

type KeywordField = "rtp" | "max_win" | "buy_price";

/**
 * How close a figure must sit to its keyword: `after` characters when it follows the keyword
 * ("RTP of 96.06%"), `before` when it precedes it ("a 5,000x max win").
 */
interface Reach {
  after: number;
  before: number;
  /** Take every figure within reach after the keyword (two buy prices), not just the nearest. */
  all: boolean;
}

const keywords: Record<KeywordField, RegExp> = {
  rtp: /\bRTP\b|\breturn to player\b|\breturns?\b/gi,
  // "wins up to" is left out on purpose: "multiplies wins up to 20x" describes a multiplier, not the max win.
  max_win: /\bmax(?:imum)?\.?\s+win\b|\bwin\s+up\s+to\b/gi,
  buy_price: /\bbuy(?:s|ing)?\b|\bbought\b|\bpurchas\w*|\bprice\b|\bcosts?\b/gi,
};
const betKeywords = {
  range: /\b(?:total\s+)?bets?\b|\bstakes?\b/gi,
  min_bet: /\bmin(?:imum)?\.?\s+bet\b/gi,
  max_bet: /\bmax(?:imum)?\.?\s+bet\b/gi,
};

const reach: Record<KeywordField, Reach> = {
  rtp: { after: 40, before: 3, all: false },
  max_win: { after: 30, before: 3, all: false },
  buy_price: { after: 60, before: 3, all: true },
};

/** `from 0.20 to 100.00`, `between $0.30 and $400.00`: the two ends of a range of amounts. */
const amount = String.raw`\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const rangePattern = new RegExp(
  String.raw`(?<![\d.,])(${amount})\s*(?:to|and|–|-)\s*(${amount})(?![\d]|[.,]\d|x|%)`,
  "g",
);

/** Sentences of a plain text: line breaks and sentence ends split, decimals such as 96.06 do not. */
export function sentences(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?;])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function spans(sentence: string, pattern: RegExp): Span[] {
  return [...sentence.matchAll(pattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

interface Keyword extends Span {
  field: KeywordField;
}

/**
 * Pairs each figure with the keyword it belongs to. A figure right before a keyword ("a 5,000x max
 * win") belongs to that keyword; otherwise it belongs to the nearest keyword before it, within reach
 * and with no other keyword in between, so in "a Buy Bonus at 100x, 95.91% RTP and a 5,000x max win"
 * the 5,000x is the max win and not a buy price.
 */
function figuresByKeyword(sentence: string, figuresOf: Record<KeywordField, FigureToken[]>): StatedFigure[] {
  const words: Keyword[] = (Object.keys(keywords) as KeywordField[])
    .flatMap((field) => spans(sentence, keywords[field]).map((span) => ({ ...span, field })))
    .sort((a, b) => a.start - b.start);
  const claimed = new Map<FigureToken, KeywordField>();
  // A keyword with its figure right before it ("a 5,000x max win") takes no second one after it.
  const boundBefore = new Set<Keyword>();
  for (const word of words) {
    for (const figure of figuresOf[word.field]) {
      if (figure.end <= word.start && word.start - figure.end <= reach[word.field].before) {
        claimed.set(figure, word.field);
        boundBefore.add(word);
      }
    }
  }
  words.forEach((word, index) => {
    if (boundBefore.has(word)) return;
    const next = words.slice(index + 1).find((other) => other.start >= word.end);
    const limit = Math.min(word.end + reach[word.field].after, next?.start ?? sentence.length);
    const following = figuresOf[word.field]
      .filter((figure) => figure.start >= word.end && figure.start <= limit && !claimed.has(figure))
      .sort((a, b) => a.start - b.start);
    for (const figure of reach[word.field].all ? following : following.slice(0, 1)) {
      claimed.set(figure, word.field);
    }
  });
  return [...claimed]
    .sort(([a], [b]) => a.start - b.start)
    .map(([figure, field]) => stated(field, figure, sentence));
}

function stated(field: StatedField, figure: FigureToken, sentence: string): StatedFigure {
  return { field, values: [figure.value], written: figure.written, sentence };
}

/** Bet ranges and single min/max bets stated right after the word "bet" or "stake". */
function betFigures(sentence: string): StatedFigure[] {
  const found: StatedFigure[] = [];
  const ranges = [...sentence.matchAll(rangePattern)];
  for (const word of spans(sentence, betKeywords.range)) {
    const range = ranges.find((match) => {
      const between = sentence.slice(word.end, match.index);
      return match.index >= word.end && between.length <= 20 && !/\d/.test(between);
    });
    if (range?.[1] && range[2]) {
      found.push({
        field: "bet_range",
        values: [parseNumber(range[1]), parseNumber(range[2])],
        written: range[0],
        sentence,
      });
    }
  }
  for (const field of ["min_bet", "max_bet"] as const) {
    for (const word of spans(sentence, betKeywords[field])) {
      const next = amountTokens(sentence).find(
        (figure) => figure.start >= word.end && figure.start - word.end <= 12,
      );
      if (next) found.push(stated(field, next, sentence));
    }
  }
  return dedupe(found);
}

function dedupe(figures: StatedFigure[]): StatedFigure[] {
  const seen = new Set<string>();
  return figures.filter((figure) => {
    const key = `${figure.field}|${figure.written}|${figure.values.join(",")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every RTP, max win, ways count, bet range and buy price a plain text states. */
export function statedFigures(text: string): StatedFigure[] {
  return sentences(text).flatMap((sentence) => {
    const multipliers = multiplierTokens(sentence);
    return [
      ...figuresByKeyword(sentence, {
        rtp: percentTokens(sentence),
        max_win: multipliers,
        // Buy prices are written `100x`; a prefixed `x3` is always a win multiplier, never a price.
        buy_price: multipliers.filter((figure) => /^\d/.test(figure.written)),
      }),
      ...waysTokens(sentence).map((figure) => stated("ways", figure, sentence)),
      ...betFigures(sentence),
    ];
  });
}
