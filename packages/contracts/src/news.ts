import { z } from "zod";
import { locales } from "./locale";
import { pageMetaSchema } from "./pagination";
import { multiLineText, singleLineText } from "./text";

/** Recent articles and news on the home page (site.md section 9). */
export const RECENT_NEWS_COUNT = 6;

/** The largest page either list style answers. */
export const NEWS_PAGE_LIMIT_MAX = 50;

export const NEWS_PAGE_LIMIT_DEFAULT = 12;

export const newsSortFields = ["publishedAt", "title"] as const;
export const newsSortOrders = ["asc", "desc"] as const;

export type NewsSortField = (typeof newsSortFields)[number];
export type NewsSortOrder = (typeof newsSortOrders)[number];

const localeCodes = locales.map((locale) => locale.code) as [string, ...string[]];

const pageNumber = z.coerce.number().int().min(1).max(10_000);
const pageSize = z.coerce.number().int().min(1).max(NEWS_PAGE_LIMIT_MAX);

/** `true`/`false` (or `1`/`0`) in a query string; anything else names the parameter in a 400. */
const queryBoolean = z
  .enum(["true", "false", "1", "0"], { error: "expected true or false" })
  .transform((value) => value === "true" || value === "1");

/** The content-API sort, `field` or `field:asc|desc`, e.g. `publishedAt:desc`. */
const contentSort = z
  .string()
  .regex(/^(publishedAt|title)(:(asc|desc))?$/, {
    error: "expected publishedAt or title, optionally followed by :asc or :desc",
  })
  .transform((value) => {
    const [field, order] = value.split(":") as [NewsSortField, NewsSortOrder | undefined];
    return { field, order };
  });

/** Parameters of the classic list style: `page`, `limit`, `sort_by`, `order_by`, `lang`. */
export const newsClassicKeys = ["page", "limit", "sort_by", "order_by", "lang"] as const;

/** Parameters of the content-API style the site uses for recent items. */
export const newsContentKeys = [
  "sort",
  "pagination[page]",
  "pagination[pageSize]",
  "pagination[limit]",
  "locale",
] as const;

/**
 * `GET /news` and `GET /articles`: one list, two styles of asking. The filters (`search`,
 * `pin_homepage`, `pin_news`) work in both; paging and sorting come from one style or the other,
 * never both in one request.
 */
export const newsListQuerySchema = z
  .object({
    page: pageNumber.optional(),
    limit: pageSize.optional(),
    search: singleLineText(z.string().trim().max(200)).optional(),
    pin_homepage: queryBoolean.optional(),
    pin_news: queryBoolean.optional(),
    sort_by: z.enum(newsSortFields).optional(),
    order_by: z.enum(newsSortOrders).optional(),
    lang: z.enum(localeCodes).optional(),
    sort: contentSort.optional(),
    "pagination[page]": pageNumber.optional(),
    "pagination[pageSize]": pageSize.optional(),
    "pagination[limit]": pageSize.optional(),
    locale: z.enum(localeCodes).optional(),
  })
  .superRefine((query, ctx) => {
    const classic = newsClassicKeys.filter((key) => query[key] !== undefined);
    const content = newsContentKeys.filter((key) => query[key] !== undefined);
    if (classic.length > 0 && content.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: [content[0] as string],
        message: `cannot be combined with ${classic[0]}: use either page, limit, sort_by, order_by and lang, or sort, pagination[...] and locale`,
      });
    }
    if (query["pagination[pageSize]"] !== undefined && query["pagination[limit]"] !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["pagination[limit]"],
        message: "cannot be combined with pagination[pageSize]",
      });
    }
  });

export type NewsListQueryInput = z.input<typeof newsListQuerySchema>;
export type NewsListQuery = z.output<typeof newsListQuerySchema>;

export const newsSlugSchema = singleLineText(
  z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "lower-case letters, digits and single hyphens only" }),
);

export const newsArticleParamsSchema = z.object({ slug: newsSlugSchema });

export const newsArticleQuerySchema = z.object({ locale: z.enum(localeCodes).optional() });

/** The same article in another locale. */
export const newsLocalizationSchema = z.object({ locale: z.string(), slug: z.string() });

export const newsCoverSchema = z.object({
  /** A path on the site (`newsCoverUrlSchema`): `/images/news/{slug}.webp` or an upload, with an `@2x` file beside it. */
  url: z.string(),
  alt: z.string(),
});

/** One published article as lists show it; `body` is only in the single-article answer. */
export const newsListItemSchema = z.object({
  id: z.uuid(),
  locale: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover: newsCoverSchema,
  tags: z.array(z.string()),
  author: z.string(),
  pin_homepage: z.boolean(),
  pin_news: z.boolean(),
  publishedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  localizations: z.array(newsLocalizationSchema),
});

/** The article published just before or after another, in the same locale. */
export const newsNeighbourSchema = z.object({
  slug: z.string(),
  title: z.string(),
  publishedAt: z.iso.datetime(),
});

export const newsArticleSchema = newsListItemSchema.extend({
  /** HTML, sanitised with the rich-text allow-list when saved. */
  body: z.string(),
  previous: newsNeighbourSchema.nullable(),
  next: newsNeighbourSchema.nullable(),
});

export const newsListResponseSchema = z.object({
  data: z.array(newsListItemSchema),
  meta: pageMetaSchema,
});

export const newsContentListResponseSchema = z.object({
  data: z.array(newsListItemSchema),
  meta: z.object({
    pagination: z.object({
      page: z.number().int().min(1),
      pageSize: z.number().int().min(1),
      pageCount: z.number().int().min(0),
      total: z.number().int().min(0),
    }),
  }),
});

export const newsArticleResponseSchema = z.object({ data: newsArticleSchema });

export type NewsLocalization = z.infer<typeof newsLocalizationSchema>;
export type NewsCover = z.infer<typeof newsCoverSchema>;
export type NewsListItem = z.infer<typeof newsListItemSchema>;
export type NewsNeighbour = z.infer<typeof newsNeighbourSchema>;
export type NewsArticle = z.infer<typeof newsArticleSchema>;
export type NewsListResponse = z.infer<typeof newsListResponseSchema>;
export type NewsContentListResponse = z.infer<typeof newsContentListResponseSchema>;
export type NewsArticleResponse = z.infer<typeof newsArticleResponseSchema>;

/** Where the site serves the covers uploaded on the news desk (kept in the API's database). */
export const UPLOADED_COVERS_PATH = "/images/news/uploads";

/** An uploaded cover's file: the upload's id, as the site's srcset names its two sizes. */
export const uploadedCoverFilePattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(@2x)?\.webp$/;

/**
 * A cover comes from the studio's own storage only: a cover the studio drew for an article
 * (`npm run news:covers`, `/images/news/{slug}.webp`) or one uploaded on the news desk
 * (`/images/news/uploads/{id}.webp`). No other address is a cover, so no reader's browser loads a
 * third party's image, and the site's CSP allows images from the site itself only.
 */
export const newsCoverUrlSchema = z
  .string()
  .regex(
    /^\/images\/news\/(?:[a-z0-9]+(?:-[a-z0-9]+)*|uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/,
    { error: "Upload the cover here: covers come from the studio's own storage, never from another address" },
  );

/** An article body as an editor writes it, in Markdown; the API renders and sanitises it. */
export const newsMarkdownSchema = multiLineText(z.string().min(1).max(100_000));

/** The fields an editor writes: the article without its server-kept fields. */
const newsArticleFieldsSchema = z.object({
  locale: z.enum(localeCodes),
  slug: newsSlugSchema,
  title: singleLineText(z.string().trim().min(3).max(160)),
  excerpt: singleLineText(z.string().trim().min(10).max(400)),
  /** HTML or text; sanitised with the allow-list before it is stored. Ignored when `markdown` is given. */
  body: multiLineText(z.string().min(1).max(100_000)).optional(),
  /** The body in Markdown, kept for the next edit; the stored body is its sanitised rendering. */
  markdown: newsMarkdownSchema.optional(),
  cover: z.object({ url: newsCoverUrlSchema, alt: singleLineText(z.string().trim().min(3).max(200)) }),
  tags: z
    .array(singleLineText(z.string().trim().min(1).max(40)))
    .max(12)
    .default([]),
  author: singleLineText(z.string().trim().min(2).max(120)),
  pin_homepage: z.boolean().default(false),
  pin_news: z.boolean().default(false),
  /** Joins the article to another one's localizations. */
  translation_of: z.object({ locale: z.enum(localeCodes), slug: newsSlugSchema }).optional(),
});

/** A new article: its body in Markdown or in HTML. */
export const newsArticleInputSchema = newsArticleFieldsSchema.refine(
  (input) => input.body !== undefined || input.markdown !== undefined,
  { path: ["markdown"], error: "write the article's text" },
);

/**
 * The version the editor loaded: a save made on an older version than the stored one is refused
 * with 409 instead of overwriting someone else's changes.
 */
export const newsExpectedVersionSchema = z.iso.datetime({
  offset: true,
  error: "expected the article's updatedAt as loaded (ISO 8601)",
});

/** A save of the fields given, on the version the editor loaded. */
export const newsArticleUpdateSchema = newsArticleFieldsSchema
  .partial()
  .omit({ translation_of: true })
  .extend({ expectedUpdatedAt: newsExpectedVersionSchema });

/** Publishing now, or at a given time: a future time schedules the article for the worker to publish. */
export const newsPublishSchema = z.object({ publishedAt: z.iso.datetime({ offset: true }).optional() });

/** Where an article stands, derived from its times: one list of names for the API, filters and labels. */
export const newsArticleStatuses = ["draft", "scheduled", "published"] as const;
export type NewsArticleStatus = (typeof newsArticleStatuses)[number];
export const newsArticleStatusLabels: Record<NewsArticleStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** An article as an editor sees it: drafts included, so `publishedAt` may be null. */
export const newsEditorArticleSchema = newsListItemSchema
  .extend({
    body: z.string(),
    markdown: z.string().nullable(),
    publishedAt: z.iso.datetime().nullable(),
    scheduledFor: z.iso.datetime().nullable(),
    status: z.enum(newsArticleStatuses),
  })
  .omit({ localizations: true });

export const newsEditorArticleResponseSchema = z.object({ data: newsEditorArticleSchema });

export type NewsArticleInput = z.input<typeof newsArticleInputSchema>;
export type NewsArticleUpdate = z.input<typeof newsArticleUpdateSchema>;
export type NewsEditorArticle = z.infer<typeof newsEditorArticleSchema>;

export const newsEditorIdParamsSchema = z.object({ id: z.uuid({ error: "expected an article id (UUID)" }) });

/** The editors' list: drafts, scheduled and published articles, most recently changed first. */
export const newsEditorListQuerySchema = z.object({
  search: singleLineText(z.string().trim().max(120)).optional(),
  page: pageNumber.default(1),
  limit: pageSize.default(NEWS_PAGE_LIMIT_DEFAULT),
  status: z.enum(["all", ...newsArticleStatuses]).default("all"),
});

export const newsEditorListItemSchema = newsEditorArticleSchema.omit({ body: true, markdown: true });

export const newsEditorListResponseSchema = z.object({
  data: z.array(newsEditorListItemSchema),
  meta: pageMetaSchema,
});

export type NewsEditorListQuery = z.output<typeof newsEditorListQuerySchema>;
export type NewsEditorListItem = z.infer<typeof newsEditorListItemSchema>;

/** A save refused because someone saved the article after the editor loaded it. */
export const newsConflictSchema = z.object({
  statusCode: z.literal(409),
  error: z.string(),
  message: z.string(),
  /** The version the refused save was made on. */
  yourVersion: z.iso.datetime(),
  /** The version stored now. */
  currentVersion: z.iso.datetime(),
});
export type NewsConflict = z.infer<typeof newsConflictSchema>;

/** The fields of one save, as a revision keeps them. */
export const newsRevisionFieldsSchema = z.object({
  locale: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  markdown: z.string().nullable(),
  cover: z.object({ url: z.string(), alt: z.string() }),
  tags: z.array(z.string()),
  author: z.string(),
  pin_homepage: z.boolean(),
  pin_news: z.boolean(),
});

export const newsRevisionSchema = z.object({
  id: z.uuid(),
  savedAt: z.iso.datetime(),
  savedBy: z.object({ id: z.uuid().nullable(), email: z.string(), name: z.string() }),
  fields: newsRevisionFieldsSchema,
});

export const newsRevisionListResponseSchema = z.object({ data: z.array(newsRevisionSchema) });
export type NewsRevision = z.infer<typeof newsRevisionSchema>;

export const newsRevisionParamsSchema = z.object({
  id: z.uuid({ error: "expected an article id (UUID)" }),
  revisionId: z.uuid({ error: "expected a revision id (UUID)" }),
});

/** Restoring a revision is a save like any other: on the version the editor loaded. */
export const newsRestoreSchema = z.object({ expectedUpdatedAt: newsExpectedVersionSchema });

/** The live preview: Markdown in, the body exactly as the article page would show it out. */
export const newsPreviewSchema = z.object({ markdown: newsMarkdownSchema });
export const newsPreviewResponseSchema = z.object({ data: z.object({ body: z.string() }) });

/** The largest cover file accepted, and the sizes every uploaded cover is stored at. */
export const NEWS_COVER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const newsCoverSizes = {
  "1x": { width: 1200, height: 630 },
  "2x": { width: 2400, height: 1260 },
} as const;

export const newsCoverUploadResponseSchema = z.object({
  data: z.object({ url: newsCoverUrlSchema, width: z.number().int(), height: z.number().int() }),
});

/**
 * How long a reader may keep news (lists, articles, the feed, the sitemap) without asking again:
 * not at all, so an article published or unpublished shows everywhere within 5 seconds.
 */
export const NEWS_CACHE_CONTROL = "public, max-age=0, must-revalidate";
