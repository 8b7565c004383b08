/**
 * The words of the RTP versions (decision 28) wherever the site shows them: the game page's list, the
 * demo's rules screen and the client area's picker. The site is English-only; they live beside their
 * components rather than in the shared message file.
 */

import { formatCount, formatRtp } from "@quillspin/contracts/figures";

const percent = formatRtp;

export const rtpVersionsText = {
  title: "RTP versions",
  lead: (name: string) =>
    `Operators choose the version of ${name} each market plays. A lower version pays every win of the same rounds at a fixed share of the paytable, so features, hit frequency, bets and the max win stay as they are.`,
  identify:
    "How players tell which version they are playing: open the demo's rules screen (the Rules button). Its first line names the version, for example “RTP 94.00% — version 94”.",
  columns: {
    version: "Version",
    rtp: "RTP",
    verified: "Verified (95% interval)",
    scale: "Pays (share of the paytable)",
    demo: "Demo",
  },
  stated: "stated",
  notVerified: "not measured yet",
  verified: (rtp: number, ci95: number, spins: number) =>
    `${percent(rtp)} ± ${ci95.toFixed(2)} pp over ${formatCount(spins)} rounds`,
  playVersion: (id: number) => `Play version ${id}`,
  // Starts with the visible words, so a speech user can say what they see.
  playVersionLabel: (name: string, id: number) => `Play version ${id} of the ${name} demo`,
  proof:
    "Each lower version is calibrated on one random seed and verified on another that no setting was tuned on; the interval is that simulation's.",
  /** The rules screen's line that identifies the version. */
  versionLine: (rtp: number, id: number) => `RTP ${percent(rtp)} — version ${id}`,
  scaleLine: (scale: number) =>
    `In this version every win pays ${(scale * 100).toFixed(2)}% of the paytable's amounts (the stated version pays 100%).`,
  statedLine: "This is the game's stated RTP version.",
  picker: {
    title: "RTP version per market",
    lead: "Pick the RTP version each market plays for every game. A market left at the stated version plays the RTP on the game page. Your choices are printed on the game's info kit.",
    noMinimum:
      "No minimum RTP is recorded for these markets: check your licence conditions before choosing a lower version.",
    market: (name: string, regulator: string) => `${name} (${regulator})`,
    option: (id: number, rtp: number, stated: boolean) =>
      `${id}: RTP ${percent(rtp)}${stated ? " (stated)" : ""}`,
    save: (name: string) => `Save versions of ${name}`,
    saved: (name: string) => `RTP versions of ${name} saved.`,
    loading: "Loading the RTP versions…",
    demoLead:
      "Each market's demo link plays the version saved for it under the market's build: the UK and Malta builds keep their regulators' player-protection rules, the other markets play the .com build. The demo's rules screen lists a build's rules.",
    demo: (version: number, build: string) => `Play demo (version ${version}, ${build} build)`,
    demoFor: (name: string, market: string) => ` of ${name} for ${market}`,
  },
};
