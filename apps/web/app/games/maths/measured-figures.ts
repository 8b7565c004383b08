import {
  formatCount,
  formatHitFrequencyWithOdds,
  formatMaxWinOdds,
  formatMultiple,
  formatOdds,
  formatRtp,
} from "@quillspin/contracts/figures";
import type { mathsMessages } from "../../locale/areas/maths";
import type { AreaStrings } from "../../locale/messages";
import type { MeasuredMaths, WinBand } from "./measured-maths.server";

export type MathsText = AreaStrings<typeof mathsMessages>;

const twoDecimals = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: "negative",
});
const twoFigures = new Intl.NumberFormat("en-GB", { maximumSignificantDigits: 2 });

/** An RTP with the half-width of its 95% interval, as every measured figure on the page writes it. */
export function formatRtpWithInterval(rtp: number, ci95: number, text: MathsText): string {
  return text.rtpWithInterval(formatRtp(rtp), twoDecimals.format(ci95));
}

/** A band's share: two decimals from 1%, two significant figures below so the rare bands keep a digit. */
export function formatShare(share: number): string {
  if (share === 0) return "0%";
  return `${share >= 1 ? twoDecimals.format(share) : twoFigures.format(share)}%`;
}

export interface MeasuredFigure {
  term: string;
  value: string;
}

/** The figures of the measured maths section, in reading order. */
export function measuredFigures(maths: MeasuredMaths, text: MathsText): MeasuredFigure[] {
  const spins = formatCount(maths.spins);
  return [
    { term: text.statedRtp, value: formatRtp(maths.statedRtp) },
    ...(maths.exactRtp > 0
      ? [
          { term: text.totalRtp, value: formatRtpWithInterval(maths.rtp, maths.ci95, text) },
          { term: text.exactRtp, value: text.exactValue(formatRtp(maths.exactRtp)) },
          { term: text.simulatedRtp, value: formatRtpWithInterval(maths.simulatedRtp, maths.ci95, text) },
        ]
      : [{ term: text.measuredRtp, value: formatRtpWithInterval(maths.rtp, maths.ci95, text) }]),
    { term: text.spins, value: spins },
    {
      term: text.hitFrequency,
      value: formatHitFrequencyWithOdds(maths.hitFrequency),
    },
    {
      term: text.bonusFrequency,
      value:
        maths.bonusOneIn === null ? text.notTriggered(spins) : text.inRounds(formatOdds(maths.bonusOneIn)),
    },
    {
      term: text.maxWinOdds(formatMultiple(maths.maxWin)),
      value: formatMaxWinOdds({ hits: maths.maxWinHits, rounds: maths.spins }),
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
