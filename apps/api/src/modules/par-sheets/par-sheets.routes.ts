import { gameRecordBySlug } from "@quillspin/content";
import { apiErrorSchema, gameParResponseSchema, gameSlugParamSchema } from "@quillspin/contracts";
import { committedParSheet, parSummary } from "@quillspin/game-engine/par";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../plugins/errors";
import { sendFile } from "../partner-area/partner-area.routes";
import { parSheetCsv } from "./par-sheet-csv";
import { parSheetCsvDownload, parSheetPdfDownload } from "./par-sheet-downloads";
import { parSheetPdf } from "./par-sheet-pdf";

const slugParamsSchema = z.object({ slug: gameSlugParamSchema });
const binary = (contentType: string) =>
  z.any().describe(`The file itself (${contentType}), as an attachment`) as z.ZodType<Buffer>;

/** The game's committed sheet, or the 404 the route answers. */
function sheetOf(slug: string) {
  const record = gameRecordBySlug(slug);
  if (!record) return { error: apiError(404, `Game not found: ${slug}`) } as const;
  const sheet = committedParSheet(slug);
  if (!sheet)
    return { error: apiError(404, `No PAR sheet is published for ${record.content.name}.`) } as const;
  return { sheet } as const;
}

/** The public summary of a game's PAR sheet, for its game page: committed figures, the same for everyone. */
export const parSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/games/:slug/par",
    {
      schema: {
        tags: ["games"],
        summary: "The headline figures of the game's PAR sheet and its hours of play per spin speed",
        params: slugParamsSchema,
        response: { 200: gameParResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const found = sheetOf(request.params.slug);
      if (found.error) return reply.code(404).send(found.error);
      // The sheets change only with a deployment.
      reply.header("cache-control", "public, max-age=300");
      return { data: parSummary(found.sheet) };
    },
  );
};

/**
 * The full sheets as files for the client area: approved partners, editors and admins only, decided
 * here on every request like the other partner downloads.
 */
export const parSheetDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", app.requireRole("partner", "editor", "admin"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  const refusals = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
  const access =
    "Approved partners, editors and admins: `Authorization: Bearer <accessToken>`. Anonymous callers get 401, pending partners 403.";
  const pdfs = new Map<string, Buffer>();

  app.get(
    "/partner/games/:slug/par-sheet.pdf",
    {
      schema: {
        tags: ["partner area"],
        summary: "The game's PAR sheet as a PDF: every figure of every mode, its interval and method",
        description: access,
        params: slugParamsSchema,
        response: { 200: binary("application/pdf"), ...refusals },
      },
    },
    async (request, reply) => {
      const found = sheetOf(request.params.slug);
      if (found.error) return reply.code(404).send(found.error);
      let pdf = pdfs.get(found.sheet.game);
      if (!pdf) {
        pdf = await parSheetPdf(found.sheet, app.config.siteUrl);
        pdfs.set(found.sheet.game, pdf);
      }
      return sendFile(reply, parSheetPdfDownload(found.sheet.game), pdf);
    },
  );

  app.get(
    "/partner/games/:slug/par-sheet.csv",
    {
      schema: {
        tags: ["partner area"],
        summary: "The game's PAR sheet as CSV: one row per figure, with its interval and method",
        description: access,
        params: slugParamsSchema,
        response: { 200: binary("text/csv"), ...refusals },
      },
    },
    async (request, reply) => {
      const found = sheetOf(request.params.slug);
      if (found.error) return reply.code(404).send(found.error);
      return sendFile(reply, parSheetCsvDownload(found.sheet.game), Buffer.from(parSheetCsv(found.sheet)));
    },
  );
};
