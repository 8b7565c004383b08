import { type GameRecord, gameRecords } from "@quillspin/content";
import type { PartnerDownload, PartnerGame } from "@quillspin/contracts";
import { cardImagePath } from "../games/catalogue-vocabulary";
import { parSheetDownloads } from "../par-sheets/par-sheet-downloads";
import { artworkFolder } from "./game-artwork";

export function infoKitDownload(slug: string): PartnerDownload {
  return {
    kind: "info-kit",
    label: "Info kit (PDF fact sheet)",
    path: `/partner/games/${slug}/info-kit.pdf`,
    fileName: `${slug}-info-kit.pdf`,
    contentType: "application/pdf",
  };
}

export function promoPackDownload(slug: string): PartnerDownload {
  return {
    kind: "promo-pack",
    label: "Promo pack (artwork, ZIP)",
    path: `/partner/games/${slug}/promo-pack.zip`,
    fileName: `${slug}-promo-pack.zip`,
    contentType: "application/zip",
  };
}

/** What can be downloaded for a game: what the catalogue offers and, for artwork, what this server holds. */
export function downloadsOf(record: GameRecord): PartnerDownload[] {
  const downloads: PartnerDownload[] = [];
  if (record.facts.download_info_kit) downloads.push(infoKitDownload(record.slug));
  if (record.facts.download_promo_pack && artworkFolder(record.slug))
    downloads.push(promoPackDownload(record.slug));
  downloads.push(...parSheetDownloads(record.slug));
  return downloads;
}

/** Every game of the catalogue, in catalogue order, with its downloads. */
export function partnerGames(): PartnerGame[] {
  return gameRecords.map((record) => ({
    slug: record.slug,
    name: record.content.name,
    subtitle: record.content.subtitle,
    image: cardImagePath(record.slug),
    releaseDate: record.facts.release_date,
    rtp: record.facts.rtp,
    downloads: downloadsOf(record),
  }));
}
