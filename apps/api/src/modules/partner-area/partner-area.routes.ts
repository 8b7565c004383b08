import { gameRecordBySlug } from "@quillspin/content";
import { apiErrorSchema, gameSlugParamSchema, partnerGamesResponseSchema } from "@quillspin/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../plugins/errors";
import { artworkFiles } from "./game-artwork";
import { infoKitPdf } from "./info-kit";
import { downloadsOf, infoKitDownload, partnerGames, promoPackDownload } from "./partner-downloads";
import { partnerVersionLines } from "./rtp-version-choices";
import { zipArchive } from "./zip-archive";

const slugParamsSchema = z.object({ slug: gameSlugParamSchema });
const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const access =
  "Approved partners, editors and admins: `Authorization: Bearer <accessToken>`. Anonymous callers get 401, pending partners 403.";
const binary = (contentType: string) =>
  z.any().describe(`The file itself (${contentType}), as an attachment`) as z.ZodType<Buffer>;

/** Sends a download as an attachment under its file name. */
export function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string }, data: Buffer) {
  return reply
    .type(file.contentType)
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("content-length", data.length)
    .send(data);
}

/**
 * The client area's downloads. Access is decided here, on every request: the site's links are
 * only a convenience, and a link shared with someone who is not an approved partner does nothing.
 */
export const partnerAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.requireRole("partner", "editor", "admin"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  // The fact sheet depends only on the bundled catalogue and the site address, so each is written once.
  const infoKits = new Map<string, Buffer>();

  app.get(
    "/partner/games",
    {
      schema: {
        tags: ["partner area"],
        summary: "Every game with the downloads an approved partner can take",
        description: access,
        response: { 200: partnerGamesResponseSchema, ...refusals },
      },
    },
    async () => ({ data: partnerGames() }),
  );

  app.get(
    "/partner/games/:slug/info-kit.pdf",
    {
      schema: {
        tags: ["partner area"],
        summary: "The game's info kit: a PDF fact sheet written from the catalogue facts",
        description: access,
        params: slugParamsSchema,
        response: { 200: binary("application/pdf"), ...refusals },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const record = gameRecordBySlug(slug);
      if (!record) return reply.code(404).send(apiError(404, `Game not found: ${slug}`));
      if (!downloadsOf(record).some((download) => download.kind === "info-kit")) {
        return reply.code(404).send(apiError(404, `No info kit is offered for ${record.content.name}.`));
      }
      // A partner's own RTP versions by market make their kit theirs: written for them, never cached.
      const rtpChoices = await partnerVersionLines(app.database.db, request.account, slug);
      if (rtpChoices.length)
        return sendFile(
          reply,
          infoKitDownload(slug),
          await infoKitPdf(record, app.config.siteUrl, rtpChoices),
        );
      let pdf = infoKits.get(slug);
      if (!pdf) {
        pdf = await infoKitPdf(record, app.config.siteUrl);
        infoKits.set(slug, pdf);
      }
      return sendFile(reply, infoKitDownload(slug), pdf);
    },
  );

  app.get(
    "/partner/games/:slug/promo-pack.zip",
    {
      schema: {
        tags: ["partner area"],
        summary: "The game's promo pack: a ZIP of its artwork",
        description: access,
        params: slugParamsSchema,
        response: { 200: binary("application/zip"), ...refusals },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const record = gameRecordBySlug(slug);
      if (!record) return reply.code(404).send(apiError(404, `Game not found: ${slug}`));
      const files = downloadsOf(record).some((download) => download.kind === "promo-pack")
        ? await artworkFiles(slug)
        : [];
      if (!files.length) {
        return reply.code(404).send(apiError(404, `No promo pack is offered for ${record.content.name}.`));
      }
      // Every entry is dated the game's release day, not the file's mtime (which a checkout or copy
      // resets), so each instance sends the same bytes for the same artwork.
      const releasedAt = new Date(`${record.facts.release_date}T00:00:00Z`);
      const archive = zipArchive(
        files.map((file) => ({ name: `${slug}/${file.name}`, data: file.data, modifiedAt: releasedAt })),
      );
      return sendFile(reply, promoPackDownload(slug), archive);
    },
  );
};
