import type { mathsMessages } from "../../locale/areas/maths";
import type { AreaStrings } from "../../locale/messages";
import type { MeasuredMaths, WinBand } from "./measured-maths.server";

export type MathsText = AreaStrings<typeof mathsMessages>;

const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // A wholly exact game's simulated rest is the max-win cap's effect, a hair below zero: "0.00", not "-0.00".
  signDisplay: "negative",
});
const upToTwoDecimals = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
// A rate measured from a handful of rare rounds is not known to seven digits.
const threeFigures = new Intl.NumberFormat("en-GB", { maximumSignificantDigits: 3 });
const twoFigures = new Intl.NumberFormat("en-GB", { maximumSignificantDigits: 2 });
const inWords = new Intl.NumberFormat("en-GB", { notation: "compact", compactDisplay: "long" });
const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The N of "1 in N": one decimal under 10, whole up to 1,000, then three significant figures. */
export function formatOneIn(spins: number): string {
  if (spins < 10) return oneDecimal.format(spins);
  if (spins < 1000) return whole.format(spins);
  return threeFigures.format(spins);
}

export function formatCount(count: number): string {
  return whole.format(count);
}

export function formatPercent(percent: number): string {
  return `${twoDecimals.format(percent)}%`;
}

/** An RTP with the half-width of its 95% interval, as every measured figure on the page writes it. */
export function formatRtpWithInterval(rtp: number, ci95: number, text: MathsText): string {
  return text.rtpWithInterval(formatPercent(rtp), twoDecimals.format(ci95));
}

/** A band's share: two decimals from 1%, two significant figures below so the rare bands keep a digit. */
export function formatShare(share: number): string {
  if (share === 0) return "0%";
  return `${share >= 1 ? twoDecimals.format(share) : twoFigures.format(share)}%`;
}

export function formatMultiple(multiple: number): string {
  return `${upToTwoDecimals.format(multiple)}x`;
}

export function formatDay(isoDate: string): string {
  return day.format(new Date(`${isoDate}T00:00:00Z`));
}

export interface MeasuredFigure {
  term: string;
  value: string;
}

/** The figures of the measured maths section, in reading order. */
export function measuredFigures(maths: MeasuredMaths, text: MathsText): MeasuredFigure[] {
  const spins = formatCount(maths.spins);
  return [
    { term: text.statedRtp, value: `${upToTwoDecimals.format(maths.statedRtp)}%` },
    ...(maths.exactRtp > 0
      ? [
          { term: text.totalRtp, value: formatRtpWithInterval(maths.rtp, maths.ci95, text) },
          { term: text.exactRtp, value: text.exactValue(formatPercent(maths.exactRtp)) },
          { term: text.simulatedRtp, value: formatRtpWithInterval(maths.simulatedRtp, maths.ci95, text) },
        ]
      : [{ term: text.measuredRtp, value: formatRtpWithInterval(maths.rtp, maths.ci95, text) }]),
    { term: text.spins, value: spins },
    {
      term: text.hitFrequency,
      value:
        maths.hitOneIn === null
          ? formatPercent(0)
          : text.hitFrequencyValue(formatOneIn(maths.hitOneIn), formatPercent(maths.hitFrequency)),
    },
    {
      term: text.bonusFrequency,
      value:
        maths.bonusOneIn === null ? text.notTriggered(spins) : text.oneInSpins(formatOneIn(maths.bonusOneIn)),
    },
    {
      term: text.maxWinOdds(formatMultiple(maths.maxWin)),
      value:
        maths.maxWinOneIn === null
          ? text.maxWinNotReached(spins, inWords.format(maths.spins))
          : text.maxWinReached(formatOneIn(maths.maxWinOneIn), maths.maxWinHits, spins),
    },
    { term: text.largestWin, value: formatMultiple(maths.largestWin) },
  ];
}

export function winBandLabel(band: WinBand, text: MathsText): string {
  if (band.to === 0) return text.bands.noWin;
  if (band.to === null) return text.bands.over(formatMultiple(band.from));
  if (band.from === 0) return text.bands.under(formatMultiple(band.to));
  return text.bands.between(formatMultiple(band.from), formatMultiple(band.to));
}

const shareOf = (bands: readonly WinBand[], inBand: (band: WinBand) => boolean) =>
  bands.filter(inBand).reduce((sum, band) => sum + band.share, 0);

/** The chart's accessible name: the shape of the distribution in one sentence. */
export function winDistributionSummary(maths: MeasuredMaths, text: MathsText): string {
  const bands = maths.winBands;
  return text.distributionSummary(
    formatCount(maths.spins),
    formatShare(shareOf(bands, (band) => band.to === 0)),
    formatShare(shareOf(bands, (band) => band.to !== 0 && band.to !== null && band.to <= 1)),
    formatShare(shareOf(bands, (band) => band.from >= 1)),
    formatShare(shareOf(bands, (band) => band.from >= 100)),
  );
}
