import multipart from "@fastify/multipart";
import {
  apiErrorSchema,
  NEWS_COVER_UPLOAD_MAX_BYTES,
  newsArticleUpdateSchema,
  newsConflictSchema,
  newsCoverLibraryResponseSchema,
  newsCoverSizes,
  newsCoverUploadResponseSchema,
  newsDraftInputSchema,
  newsEditorArticleResponseSchema,
  newsEditorIdParamsSchema,
  newsEditorListQuerySchema,
  newsEditorListResponseSchema,
  newsPreviewResponseSchema,
  newsPreviewSchema,
  newsPublishSchema,
  newsRestoreSchema,
  newsRevisionListResponseSchema,
  newsRevisionParamsSchema,
  newsSlugCheckQuerySchema,
  newsSlugCheckResponseSchema,
  slugFromTitle,
} from "@quillspin/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../plugins/errors";
import { staffAccessNote, staffSection } from "../admin/staff-access";
import type { AuditActor } from "../audit/audit-log";
import { announceChangesOf } from "../content-events/content-events";
import { CoverRefused, coverLibrary, storeCover } from "./news.covers";
import {
  createByStaff,
  deleteByStaff,
  listRevisions,
  publishByStaff,
  restoreRevision,
  saveByStaff,
  unpublishByStaff,
} from "./news.desk";
import { bodyColumns, findArticleById, freeSlug, listForEditors, NewsVersionConflict } from "./news.editing";

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };
const access = staffAccessNote.editors;
const versioned =
  "`expectedUpdatedAt` is the article's `updatedAt` as the editor loaded it: a save on an older version answers 409 with `yourVersion` and `currentVersion`, and changes nothing.";

/** The signed-in staff member, as the audit log and the revisions name them. */
function actorOf(request: FastifyRequest): AuditActor {
  const account = request.account;
  if (!account) throw new Error("the role hook lets only signed-in staff through");
  return { id: account.id, email: account.email, name: account.name };
}

/** A stale save: 409 with both versions' times, so the editor sees whose save came after theirs. */
async function answeringConflicts<T>(reply: FastifyReply, save: () => Promise<T>) {
  try {
    return { data: await save() };
  } catch (error) {
    if (!(error instanceof NewsVersionConflict)) throw error;
    return reply.code(409).send({
      ...apiError(409, error.message),
      statusCode: 409 as const,
      yourVersion: error.yourVersion,
      currentVersion: error.currentVersion,
    });
  }
}

/**
 * The news desk: drafts, edits with revisions, publication (now or scheduled), covers and deletion.
 * The role is checked when the request arrives, before its body is read, so an anonymous caller
 * always gets 401 and a partner 403. Every change is written to the audit log.
 */
export const newsEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  staffSection(app, "editor", "admin");
  announceChangesOf(app, "news", { except: [/\/news\/(preview|covers)(\?|$)/] });
  await app.register(multipart, {
    limits: { fileSize: NEWS_COVER_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    "/news",
    {
      schema: {
        tags: ["news editing"],
        summary: "Every article, drafts and scheduled ones included, most recently changed first",
        description: `${access} \`search\` matches words of the title, excerpt and body, or part of the slug; \`status\` is draft, scheduled, published or all.`,
        querystring: newsEditorListQuerySchema,
        response: { 200: newsEditorListResponseSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => listForEditors(db, request.query),
  );

  app.post(
    "/news",
    {
      schema: {
        tags: ["news editing"],
        summary:
          "Creates a draft from a title up; its body in Markdown (or HTML), sanitised with the rich-text allow-list",
        description: `${access} Only \`title\` is required: an empty \`slug\` follows the title (made unique in the locale with -2, -3, …), an empty \`author\` is the signed-in staff member, and the summary, text and cover are asked for when the article is published or scheduled. \`translation_of\` joins the localizations of an existing article. The save is kept as the first revision.`,
        body: newsDraftInputSchema,
        response: {
          201: newsEditorArticleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createByStaff(db, request.body, actorOf(request)) }),
  );

  app.get(
    "/news/slug-check",
    {
      schema: {
        tags: ["news editing"],
        summary: "Whether an article's address is free in a language, and the one a save would take",
        description: `${access} Give \`slug\`, or \`title\` for the address the title gives; \`id\` is the article being edited.`,
        querystring: newsSlugCheckQuerySchema,
        response: { 200: newsSlugCheckResponseSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => {
      const { locale, slug, title, id } = request.query;
      const wanted = slug || slugFromTitle(title);
      const suggestion = await freeSlug(db, locale, wanted, id);
      return { data: { slug: wanted, available: suggestion === wanted, suggestion } };
    },
  );

  app.post(
    "/news/preview",
    {
      schema: {
        tags: ["news editing"],
        summary: "The body exactly as the article page will show it: Markdown rendered and sanitised",
        description: access,
        body: newsPreviewSchema,
        response: { 200: newsPreviewResponseSchema, 400: apiErrorSchema, ...refusals },
      },
    },
    async (request) => ({ data: { body: bodyColumns(request.body).body ?? "" } }),
  );

  app.get(
    "/news/covers",
    {
      schema: {
        tags: ["news editing"],
        summary: "The covers uploaded before, newest first, to pick again (the editor's media library)",
        description: access,
        response: { 200: newsCoverLibraryResponseSchema, ...refusals },
      },
    },
    async () => ({ data: await coverLibrary(db) }),
  );

  app.post(
    "/news/covers",
    {
      schema: {
        tags: ["news editing"],
        summary: "Uploads a cover: JPEG, PNG or WebP, stored as WebP at 1200x630 and 2400x1260",
        description: `${access} \`multipart/form-data\` with one part named \`file\`, at most ${NEWS_COVER_UPLOAD_MAX_BYTES / 1024 / 1024} MB and at least ${newsCoverSizes["1x"].width}x${newsCoverSizes["1x"].height} pixels; the type is read from the file's bytes. Answers the cover's \`url\` for the article's \`cover.url\`.`,
        consumes: ["multipart/form-data"],
        response: {
          201: newsCoverUploadResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.code(400).send(apiError(400, "file: expected multipart/form-data with a file part"));
      }
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (part?.fieldname !== "file") {
          return reply.code(400).send(apiError(400, "file: expected one part named file"));
        }
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          const limit = NEWS_COVER_UPLOAD_MAX_BYTES / 1024 / 1024;
          return reply.code(413).send(apiError(413, `file: a cover may have at most ${limit} MB`));
        }
        // A form cut short or not multipart at all is the sender's to fix, never a server error.
        request.log.info({ err: error }, "unreadable cover upload");
        return reply
          .code(400)
          .send(apiError(400, "file: the upload is not a readable multipart/form-data body"));
      }
      try {
        const url = await storeCover(db, bytes, actorOf(request));
        return reply.code(201).send({ data: { url, ...newsCoverSizes["1x"] } });
      } catch (error) {
        if (!(error instanceof CoverRefused)) throw error;
        return reply.code(error.statusCode).send(apiError(error.statusCode, error.message));
      }
    },
  );

  app.get(
    "/news/:id",
    {
      schema: {
        tags: ["news editing"],
        summary: "One article as stored, draft or not",
        description: access,
        params: newsEditorIdParamsSchema,
        response: {
          200: newsEditorArticleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => ({ data: await findArticleById(db, request.params.id) }),
  );

  app.patch(
    "/news/:id",
    {
      schema: {
        tags: ["news editing"],
        summary: "Saves the fields given; a new body is rendered and sanitised again",
        description: `${access} ${versioned} Every save is kept as a revision.`,
        params: newsEditorIdParamsSchema,
        body: newsArticleUpdateSchema,
        response: {
          200: newsEditorArticleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: z.union([newsConflictSchema, apiErrorSchema]),
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      answeringConflicts(reply, () => saveByStaff(db, request.params.id, request.body, actorOf(request))),
  );

  app.get(
    "/news/:id/revisions",
    {
      schema: {
        tags: ["news editing"],
        summary: "Every save of the article, newest first, with who saved it",
        description: access,
        params: newsEditorIdParamsSchema,
        response: {
          200: newsRevisionListResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => ({ data: await listRevisions(db, request.params.id) }),
  );

  app.post(
    "/news/:id/revisions/:revisionId/restore",
    {
      schema: {
        tags: ["news editing"],
        summary: "Saves a revision's fields again, as a new revision",
        description: `${access} ${versioned}`,
        params: newsRevisionParamsSchema,
        body: newsRestoreSchema,
        response: {
          200: newsEditorArticleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: z.union([newsConflictSchema, apiErrorSchema]),
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      answeringConflicts(reply, () =>
        restoreRevision(
          db,
          request.params.id,
          request.params.revisionId,
          request.body.expectedUpdatedAt,
          actorOf(request),
        ),
      ),
  );

  app.post(
    "/news/:id/publish",
    {
      schema: {
        tags: ["news editing"],
        summary: "Publishes now, or schedules for `publishedAt` when it is still ahead",
        description: `${access} An article without a cover, its description (alt text), a summary or text is refused with 400, naming what is missing. A published article is on /news, the home page, the RSS feed and the sitemap within 5 seconds; a scheduled one is published by the API's worker within seconds of its time.`,
        params: newsEditorIdParamsSchema,
        body: newsPublishSchema.nullish(),
        response: {
          200: newsEditorArticleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => {
      const at = request.body?.publishedAt ? new Date(request.body.publishedAt) : undefined;
      return { data: await publishByStaff(db, request.params.id, at, actorOf(request)) };
    },
  );

  app.post(
    "/news/:id/unpublish",
    {
      schema: {
        tags: ["news editing"],
        summary: "Takes the article back to a draft, off every public list (a schedule is cancelled)",
        description: access,
        params: newsEditorIdParamsSchema,
        response: {
          200: newsEditorArticleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => ({ data: await unpublishByStaff(db, request.params.id, actorOf(request)) }),
  );

  app.delete(
    "/news/:id",
    {
      schema: {
        tags: ["news editing"],
        summary: "Deletes the article and its revisions",
        description: `${access} A seeded article deleted here returns at the next start unless its file in content/news is deleted too; unpublishing keeps it hidden for good.`,
        params: newsEditorIdParamsSchema,
        response: {
          204: z.null().describe("Deleted"),
          400: apiErrorSchema,
          404: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      await deleteByStaff(db, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
