import {
  apiErrorSchema,
  newsArticleInputSchema,
  newsArticleUpdateSchema,
  newsEditorArticleResponseSchema,
  newsEditorIdParamsSchema,
  newsEditorListQuerySchema,
  newsEditorListResponseSchema,
  newsPublishSchema,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createArticle,
  deleteArticle,
  findArticleById,
  listForEditors,
  publishArticle,
  unpublishArticle,
  updateArticle,
} from "./news.editing";

const refusals = { 401: apiErrorSchema, 403: apiErrorSchema };
const access =
  "Editors and admins only: `Authorization: Bearer <accessToken>` of an approved account with the editor or admin role.";

/**
 * Writing articles: drafts, edits, publication and deletion. The role is checked when the request
 * arrives, before its body is read, so an anonymous caller always gets 401 and a partner 403.
 */
export const newsEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.addHook("onRequest", app.requireRole("editor", "admin"));
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/news",
    {
      schema: {
        tags: ["news editing"],
        summary: "Every article, drafts and scheduled ones included, most recently changed first",
        description: access,
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
        summary: "Creates a draft; the body is sanitised with the rich-text allow-list",
        description: `${access} \`translation_of\` joins the localizations of an existing article.`,
        body: newsArticleInputSchema,
        response: {
          201: newsEditorArticleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createArticle(db, request.body) }),
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
        summary: "Changes the fields given; a new body is sanitised again",
        description: access,
        params: newsEditorIdParamsSchema,
        body: newsArticleUpdateSchema,
        response: {
          200: newsEditorArticleResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          ...refusals,
        },
      },
    },
    async (request) => ({ data: await updateArticle(db, request.params.id, request.body) }),
  );

  app.post(
    "/news/:id/publish",
    {
      schema: {
        tags: ["news editing"],
        summary: "Publishes now, or at `publishedAt` (a future time schedules the article)",
        description: `${access} The article appears on /news and the home page within 60 seconds.`,
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
      return { data: await publishArticle(db, request.params.id, at) };
    },
  );

  app.post(
    "/news/:id/unpublish",
    {
      schema: {
        tags: ["news editing"],
        summary: "Takes the article back to a draft, off every public list",
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
    async (request) => ({ data: await unpublishArticle(db, request.params.id) }),
  );

  app.delete(
    "/news/:id",
    {
      schema: {
        tags: ["news editing"],
        summary: "Deletes the article",
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
      await deleteArticle(db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
