import { gameRecordBySlug, gameRecords, type MarketId, markets } from "@quillspin/content";
import type { PartnerRtpVersions, RtpVersionChoicesRequest, RtpVersionView } from "@quillspin/contracts";
import { type RtpVersionFigures, rtpVersionFigures } from "@quillspin/game-engine";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit-log";
import type { DbExecutor } from "../mail/outbox";
import type { MarketVersion } from "./info-kit";
import { rtpVersionChoices } from "./rtp-version-choices.tables";

/** A choice the partner cannot make: a market the list lacks or a version the game does not offer. */
export class RtpVersionRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 404 = 400,
  ) {
    super(message);
  }
}

export interface MarketChoice {
  market: MarketId;
  version: number;
}

const marketIds = new Set<string>(markets.map((market) => market.id));

export function rtpVersionView(version: RtpVersionFigures): RtpVersionView {
  return {
    id: version.id,
    rtp: version.rtp,
    target: version.target,
    stated: version.stated,
    pay_scale: version.payScale,
    verified: version.verified,
  };
}

/** The partner's stored choices for one game, or for every game, in the markets' order. */
export async function choicesOf(
  db: DbExecutor,
  accountId: string,
  slug?: string,
): Promise<(MarketChoice & { slug: string })[]> {
  const rows = await db
    .select()
    .from(rtpVersionChoices)
    .where(
      slug === undefined
        ? eq(rtpVersionChoices.accountId, accountId)
        : and(eq(rtpVersionChoices.accountId, accountId), eq(rtpVersionChoices.gameSlug, slug)),
    );
  const order = (market: string) => markets.findIndex((candidate) => candidate.id === market);
  return rows
    .filter((row) => marketIds.has(row.market))
    .sort((a, b) => order(a.market) - order(b.market))
    .map((row) => ({ slug: row.gameSlug, market: row.market as MarketId, version: row.rtpVersion }));
}

/** The client area's page: the markets, and every game with its versions and the partner's choices. */
export async function partnerRtpVersions(db: Db, accountId: string): Promise<PartnerRtpVersions> {
  const choices = await choicesOf(db, accountId);
  return {
    markets: markets.map(({ id, name, regulator, jurisdiction }) => ({ id, name, regulator, jurisdiction })),
    games: gameRecords.map((record) => ({
      slug: record.slug,
      name: record.content.name,
      versions: rtpVersionFigures(record.slug).map(rtpVersionView),
      choices: choices
        .filter((choice) => choice.slug === record.slug)
        .map(({ market, version }) => ({ market, version })),
    })),
  };
}

/**
 * Stores the versions picked for the markets listed, in one transaction with its audit entry (before and
 * after, by market). The stated version is the default, so picking it deletes the market's row.
 */
export async function chooseRtpVersions(
  db: Db,
  actor: AuditActor & { id: string },
  slug: string,
  { choices }: RtpVersionChoicesRequest,
): Promise<MarketChoice[]> {
  const record = gameRecordBySlug(slug);
  if (!record) throw new RtpVersionRefusal(`Game not found: ${slug}`, 404);
  const versions = rtpVersionFigures(slug);
  choices.forEach((choice, index) => {
    if (!marketIds.has(choice.market))
      throw new RtpVersionRefusal(
        `body.choices.${index}.market: "${choice.market}" is not a market; pick one of ${[...marketIds].join(", ")}`,
      );
    if (!versions.some((version) => version.id === choice.version))
      throw new RtpVersionRefusal(
        `body.choices.${index}.version: ${record.content.name} has no RTP version ${choice.version}; it offers ${versions.map((version) => version.id).join(", ")}`,
      );
  });
  const stated = versions.find((version) => version.stated)?.id;
  return db.transaction(async (tx) => {
    const before = await choicesOf(tx, actor.id, slug);
    const listed = choices.map((choice) => choice.market);
    await tx
      .delete(rtpVersionChoices)
      .where(
        and(
          eq(rtpVersionChoices.accountId, actor.id),
          eq(rtpVersionChoices.gameSlug, slug),
          inArray(rtpVersionChoices.market, listed),
        ),
      );
    const stored = choices.filter((choice) => choice.version !== stated);
    if (stored.length)
      await tx.insert(rtpVersionChoices).values(
        stored.map((choice) => ({
          accountId: actor.id,
          gameSlug: slug,
          market: choice.market,
          rtpVersion: choice.version,
        })),
      );
    const after = await choicesOf(tx, actor.id, slug);
    await recordAudit(tx, {
      actor,
      action: "rtp-versions.choose",
      subject: { type: "game", id: slug, label: record.content.name },
      before: byMarket(before),
      after: byMarket(after),
    });
    return after.map(({ market, version }) => ({ market, version }));
  });
}

/** Choices as the audit log shows them: market id to version, stated markets left out. */
function byMarket(choices: readonly MarketChoice[]): Record<string, number> {
  return Object.fromEntries(choices.map((choice) => [choice.market, choice.version]));
}

/** The lines of a partner's info kit: each market with a chosen version, named, with its RTP. */
export async function partnerVersionLines(
  db: DbExecutor,
  account: { id: string; role: string } | null,
  slug: string,
): Promise<MarketVersion[]> {
  if (account?.role !== "partner") return [];
  const versions = rtpVersionFigures(slug);
  return (await choicesOf(db, account.id, slug)).flatMap((choice) => {
    const version = versions.find((candidate) => candidate.id === choice.version);
    const market = markets.find((candidate) => candidate.id === choice.market);
    return version && market ? [{ market: market.name, version: version.id, rtp: version.rtp }] : [];
  });
}
