import {
  apiErrorSchema,
  NEWS_CACHE_CONTROL,
  newsArticleParamsSchema,
  newsArticleQuerySchema,
  newsArticleResponseSchema,
  newsContentListResponseSchema,
  newsListQuerySchema,
  newsListResponseSchema,
  UPLOADED_COVERS_PATH,
  uploadedCoverFilePattern,
} from "@quillspin/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiError } from "../../plugins/errors";
import { readCover } from "./news.covers";
import { newsListRequest } from "./news.query";
import { asContentList, asNewsList, findPublishedArticle, listNews } from "./news.service";

const listDescription =
  "Published articles only. Filters (`search`, `pin_homepage`, `pin_news`) work in both styles. " +
  "Classic style: `page`, `limit` (1 to 50), `sort_by` (publishedAt or title), `order_by` (asc or desc), " +
  "`lang`; answers `meta: { page, limit, total }`. Content-API style: `sort=publishedAt:desc`, " +
  "`pagination[page]`, `pagination[pageSize]` or `pagination[limit]`, `locale`; answers " +
  "`meta: { pagination: { page, pageSize, pageCount, total } }`. The two styles cannot be mixed. " +
  "Without a sort the newest come first. A search (full text over title, excerpt and body, words also " +
  "matched by their beginning) covers its 1,000 most recent matches. The locale defaults to " +
  "the `Language` header.";

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Published news changes when an editor acts: a reader asks again every time (decision 0018).
  const fresh = async (_request: unknown, reply: { header(name: string, value: string): unknown }) => {
    reply.header("cache-control", NEWS_CACHE_CONTROL);
  };

  app.get(
    "/news",
    {
      onSend: fresh,
      schema: {
        tags: ["news"],
        summary: "Published news articles, searched, filtered, sorted and paged",
        description: listDescription,
        querystring: newsListQuerySchema,
        response: {
          200: z.union([newsListResponseSchema, newsContentListResponseSchema]),
          400: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const list = newsListRequest(request.query, { requestLocale: request.locale });
      const page = await listNews(app.database.db, list);
      return list.style === "content" ? asContentList(list, page) : asNewsList(list, page);
    },
  );

  app.get(
    "/articles",
    {
      onSend: fresh,
      schema: {
        tags: ["news"],
        summary: "Published articles in the content-API style (recent items on the home page)",
        description: listDescription,
        querystring: newsListQuerySchema,
        response: { 200: newsContentListResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const list = newsListRequest(request.query, { requestLocale: request.locale, style: "content" });
      return asContentList(list, await listNews(app.database.db, list));
    },
  );

  app.get(
    "/news/covers/:file",
    {
      schema: {
        tags: ["news"],
        summary: "An uploaded cover as WebP: `<id>.webp` (1200x630) or `<id>@2x.webp` (2400x1260)",
        description: `The site serves these at ${UPLOADED_COVERS_PATH}/. A cover's file never changes, so it is cached for a year.`,
        params: z.object({
          file: z.string().regex(uploadedCoverFilePattern, { error: "expected <id>.webp or <id>@2x.webp" }),
        }),
        response: { 200: z.instanceof(Buffer), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await readCover(app.database.db, request.params.file);
      if (!image) return reply.code(404).send(apiError(404, `Cover not found: ${request.params.file}`));
      return reply
        .header("content-type", "image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(Buffer.from(image));
    },
  );

  app.get(
    "/news/:slug",
    {
      onSend: fresh,
      schema: {
        tags: ["news"],
        summary: "One published article with its localizations and its neighbours",
        description:
          "`locale` defaults to the `Language` header. Drafts and scheduled articles are not found.",
        params: newsArticleParamsSchema,
        querystring: newsArticleQuerySchema,
        response: { 200: newsArticleResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const article = await findPublishedArticle(
        app.database.db,
        request.query.locale ?? request.locale,
        slug,
      );
      if (!article) return reply.code(404).send(apiError(404, `Article not found: ${slug}`));
      return { data: article };
    },
  );
};
