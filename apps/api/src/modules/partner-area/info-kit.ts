import {
  brand,
  featureSummaries,
  type GameRecord,
  provisionalFacts,
  provisionalNote,
} from "@quillspin/content";
import { siteAddress, siteRoutes } from "@quillspin/contracts";
import {
  formatDate,
  formatHitFrequency,
  formatMaxWinOdds,
  formatMoney,
  formatMultiple,
  formatRtp,
} from "@quillspin/contracts/figures";
import { headlineFigures, winBelowCap } from "@quillspin/game-engine/par";
import { richTextToPlain } from "@quillspin/rich-text";
import { languageNames } from "../games/language-names";
import { FactSheetWriter, muted } from "./fact-sheet-writer";

const featureNames = new Map<string, string>(featureSummaries.map((feature) => [feature.slug, feature.name]));

function sentenceCase(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "A, B and C", the way the site lists things in running text. */
function listed(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}

/** Rich text as paragraphs of plain text, list items marked with a bullet. */
function paragraphsOf(html: string): string[] {
  return html
    .replace(/<li[^>]*>/gi, "\n• ")
    .split(/<\/(?:p|li|ul|ol)>|<br\s*\/?>|\n/i)
    .map((part) => richTextToPlain(part))
    .filter((part) => part && part !== "•");
}

/** The stated max win, and when the model never reaches it, the most a round pays (the PAR sheet's argument). */
function maxWinText(record: GameRecord, unit: string): string {
  const stated = `${formatMultiple(record.facts.max_win)}${unit}`;
  const reachable = winBelowCap(record.slug);
  return reachable === null
    ? stated
    : `${stated} (a cap: the maths pays at most ${formatMultiple(reachable)})`;
}

/** The hit frequency as the game page shows it: the maths' figure (issue 27), not the record's estimate. */
function hitFrequencyText(record: GameRecord): string {
  return formatHitFrequency(headlineFigures(record.slug)?.hitFrequency.percent ?? record.facts.hit_frequency);
}

/**
 * The catalogue's facts in the order and wording an operator's content team expects, with the game
 * page's formats; a fact still awaiting certification is marked * (explained below the table).
 */
function factRows(record: GameRecord): [label: string, value: string][] {
  const { facts } = record;
  const provisional = new Set<string>(provisionalFacts(record));
  const mark = (key: string, value: string) => (provisional.has(key) ? `${value}*` : value);
  const languages = facts.languages.map((code) => languageNames[code] ?? code.toUpperCase());
  const odds = headlineFigures(record.slug)?.maxWinOdds;
  return [
    ["Release date", mark("release_date", formatDate(facts.release_date))],
    ["Game type", facts.type],
    ["RTP", formatRtp(facts.rtp)],
    ["Volatility", sentenceCase(facts.volatility)],
    ["Hit frequency", hitFrequencyText(record)],
    ["Max win", mark("max_win", maxWinText(record, " the bet"))],
    ...(odds ? [["Max win odds", formatMaxWinOdds(odds)] as [string, string]] : []),
    ["Minimum bet", mark("min_bet", formatMoney(facts.min_bet))],
    ["Maximum bet", mark("max_bet", formatMoney(facts.max_bet))],
    ["Layout", facts.layout],
    ["Paylines", sentenceCase(facts.paylines)],
    ["Features", facts.features.map((slug) => featureNames.get(slug) ?? slug).join(", ")],
    ["Theme", facts.theme],
    ["Tags", facts.other_tags.join(", ")],
    ["Technology", facts.technology],
    ["Game size", facts.game_size],
    ["Currencies", `${facts.currencies} currencies`],
    ["Languages", `${languages.length}: ${languages.join(", ")}`],
    ["Platforms", sentenceCase(listed(facts.platforms))],
  ];
}

/** What an operator can set per market, naming only the market-dependent features this game has. */
function configurationNote({ facts }: GameRecord): string {
  const marketDependent = facts.features
    .filter((slug) => slug === "buy-bonus" || slug === "gamble-feature")
    .map((slug) => featureNames.get(slug) ?? slug);
  const rtp = "RTP is configurable from the operator's admin panel.";
  if (!marketDependent.length) return rtp;
  return `${rtp} The availability of ${listed(marketDependent)} depends on the operator and the player's jurisdiction.`;
}

/** A partner's RTP version of this game in one market (decision 28), as its info kit prints it. */
export interface MarketVersion {
  market: string;
  version: number;
  rtp: number;
}

/** The partner's own RTP versions of the game by market; markets not listed play the stated version. */
function writeRtpChoices(writer: FactSheetWriter, choices: readonly MarketVersion[]): void {
  writer.heading("Your RTP versions by market", 80);
  for (const choice of choices)
    writer.factRow(choice.market, `Version ${choice.version}: RTP ${formatRtp(choice.rtp)}`);
  writer.paragraph(
    "Chosen in the client area. Every other market plays the stated RTP above. The demo's rules screen names the version it plays.",
    { size: 8.5, colour: muted },
  );
}

/**
 * The info kit: a PDF fact sheet of one game, written from the catalogue record, so it always
 * carries the same figures as the game page.
 */
export async function infoKitPdf(
  record: GameRecord,
  siteUrl: string,
  rtpChoices: readonly MarketVersion[] = [],
): Promise<Buffer> {
  const { content, facts } = record;
  const writer = await FactSheetWriter.create(
    { title: `${content.name}: game fact sheet`, author: brand.name, subject: content.subtitle },
    {
      masthead: brand.name.toUpperCase(),
      documentName: "Game fact sheet",
      footer: `${brand.legalName} · ${brand.contacts.partnerships} · ${siteAddress(siteUrl, siteRoutes.game(record.slug))}`,
    },
  );

  writer.title(content.name);
  writer.paragraph(content.subtitle, { size: 12, colour: muted });
  writer.figures([
    { label: "RTP", value: formatRtp(facts.rtp) },
    { label: "Volatility", value: sentenceCase(facts.volatility) },
    {
      label: "Max win",
      value: `${formatMultiple(facts.max_win)}${winBelowCap(record.slug) === null ? "" : " cap"}`,
    },
    { label: "Hit frequency", value: hitFrequencyText(record) },
  ]);

  writer.heading("Game facts", 120);
  for (const [label, value] of factRows(record)) writer.factRow(label, value);
  if (provisionalFacts(record).length) writer.paragraph(provisionalNote, { size: 8.5, colour: muted });
  writer.paragraph(configurationNote(record), { size: 8.5, colour: muted });
  if (rtpChoices.length) writeRtpChoices(writer, rtpChoices);

  writer.heading("About the game");
  for (const paragraph of [...paragraphsOf(content.summary), ...paragraphsOf(content.summary2)]) {
    writer.paragraph(paragraph);
  }

  writer.heading("Special features");
  for (const feature of content.special_features) {
    writer.paragraph(feature.title, { font: "bold", size: 11 });
    for (const paragraph of paragraphsOf(feature.content)) writer.paragraph(paragraph);
  }

  return writer.finish();
}
