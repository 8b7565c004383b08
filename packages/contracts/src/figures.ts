/**
 * How every figure of a game is written, wherever it is shown: the game pages, the game cards, compare,
 * the demo player, the info kit PDF and the feeds' explanations (issue 27). One formatter per kind, so one
 * figure has one value and one format on every page and document; a page that needs a figure in words
 * wraps the formatted figure, it never formats the number again. British English (the site's locale).
 * Imported as `@quillspin/contracts/figures`: a page's bundle then takes these formatters alone, not the
 * schemas of the package's index (the demo player's budget had no room for them). This file only
 * re-exports, so a page takes only the modules of the formatters it uses: a game card writes an RTP
 * and multiples (`figures/decimals.ts`), not counts, odds, money or dates (decision 22).
 */

export {
  formatBetRange,
  formatCount,
  formatDate,
  formatHitFrequencyWithOdds,
  formatMaxWinOdds,
  formatMoney,
  formatOdds,
  formatOneIn,
  type MaxWinOdds,
} from "./figures/counts-and-dates";
export { formatHitFrequency, formatMultiple, formatRtp, formatTwoDecimals } from "./figures/decimals";
