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

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 100;
const slugMessages = {
  required: "Enter the article's address",
  format: "Use lower-case letters, digits and single hyphens, like koi-lantern-launch",
  tooLong: `Keep the address under ${SLUG_MAX} characters`,
} as const;

export const newsSlugSchema = singleLineText(
  z
    .string({ error: slugMessages.required })
    .min(1, slugMessages.required)
    .max(SLUG_MAX, slugMessages.tooLong)
    .regex(SLUG_PATTERN, { error: slugMessages.format }),
);

/**
 * The address a title gives an article, as the editor types it: "Koi Lantern: 50 free spins!" is
 * `koi-lantern-50-free-spins`. Accents are dropped (é is e); a title with no Latin letter or digit
 * gives `article`. The API makes it unique in the article's language (`-2`, `-3`, …).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX - 4) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, SLUG_MAX - 4) ?? "") || "article";
}

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
export const newsMarkdownSchema = multiLineText(
  z
    .string({ error: "Write the article's text" })
    .min(1, "Write the article's text")
    .max(100_000, "Keep the text under 100,000 characters"),
);

/** What publishing or scheduling asks of an article that a draft may still lack, in the editor's words. */
export const newsPublicationMessages = {
  cover: "A cover is needed to publish or schedule: upload one, drop one here or pick an earlier one",
  coverAlt: "Describe the cover (alt text) to publish or schedule",
  excerpt: "Write a summary of at least 10 characters to publish or schedule",
  text: "Write the article's text to publish or schedule",
} as const;

const articleMessages = {
  locale: "Choose the article's language",
  title: "Give the article a title of at least 3 characters",
  titleLong: "Keep the title under 160 characters",
  excerpt: "Write a summary of at least 10 characters",
  excerptLong: "Keep the summary under 400 characters",
  text: "Write the article's text",
  textLong: "Keep the text under 100,000 characters",
  coverAlt: "Describe the cover in at least 3 characters (alt text)",
  coverAltLong: "Keep the cover's description under 200 characters",
  tag: "Keep each tag under 40 characters",
  tags: "Use at most 12 tags",
  author: "Enter the author's name, at least 2 characters",
  authorLong: "Keep the author's name under 120 characters",
  translation: "Name the other article as language/slug, like en/koi-lantern-launch",
} as const;

const localeField = z.enum(localeCodes, { error: articleMessages.locale });
const titleField = singleLineText(
  z
    .string({ error: articleMessages.title })
    .trim()
    .min(3, articleMessages.title)
    .max(160, articleMessages.titleLong),
);
const tagsField = z
  .array(singleLineText(z.string().trim().min(1, articleMessages.tag).max(40, articleMessages.tag)))
  .max(12, articleMessages.tags)
  .default([]);
const translationField = z.object(
  { locale: localeField, slug: newsSlugSchema },
  { error: articleMessages.translation },
);

/** The fields of a complete article: what a file in content/news holds and what the site shows. */
const newsArticleFieldsSchema = z.object({
  locale: localeField,
  slug: newsSlugSchema,
  title: titleField,
  excerpt: singleLineText(
    z
      .string({ error: articleMessages.excerpt })
      .trim()
      .min(10, articleMessages.excerpt)
      .max(400, articleMessages.excerptLong),
  ),
  /** HTML or text; sanitised with the allow-list before it is stored. Ignored when `markdown` is given. */
  body: multiLineText(
    z.string().min(1, articleMessages.text).max(100_000, articleMessages.textLong),
  ).optional(),
  /** The body in Markdown, kept for the next edit; the stored body is its sanitised rendering. */
  markdown: newsMarkdownSchema.optional(),
  cover: z.object(
    {
      url: newsCoverUrlSchema,
      alt: singleLineText(
        z.string().trim().min(3, articleMessages.coverAlt).max(200, articleMessages.coverAltLong),
      ),
    },
    { error: newsPublicationMessages.cover },
  ),
  tags: tagsField,
  author: singleLineText(
    z
      .string({ error: articleMessages.author })
      .trim()
      .min(2, articleMessages.author)
      .max(120, articleMessages.authorLong),
  ),
  pin_homepage: z.boolean().default(false),
  pin_news: z.boolean().default(false),
  /** Joins the article to another one's localizations. */
  translation_of: translationField.optional(),
});

/** A complete article, as a file in content/news holds it: its body in Markdown or in HTML. */
export const newsArticleInputSchema = newsArticleFieldsSchema.refine(
  (input) => input.body !== undefined || input.markdown !== undefined,
  { path: ["markdown"], error: articleMessages.text },
);

/** A field a draft may leave empty, checked as soon as something is written in it. */
function emptyOr<T extends z.ZodType<string>>(rule: T) {
  return z.union([z.literal(""), rule], {
    error: (issue) => (issue.code === "invalid_union" ? issue.errors.at(-1)?.[0]?.message : undefined),
  });
}

/**
 * What a draft needs (issue 29): a title, nothing else. Left empty, the slug follows the title
 * (`slugFromTitle`, made unique by the API) and the author is the staff member saving it; the
 * summary, text and cover can wait until the article is published or scheduled
 * (`publicationGaps`). Whatever is written is checked by the same rules as a complete article.
 */
const newsDraftFieldsSchema = z.object({
  locale: localeField.default("en"),
  slug: emptyOr(newsSlugSchema).default(""),
  title: titleField,
  excerpt: singleLineText(z.string().trim().max(400, articleMessages.excerptLong)).default(""),
  body: multiLineText(z.string().max(100_000, articleMessages.textLong)).optional(),
  markdown: multiLineText(z.string().max(100_000, articleMessages.textLong)).optional(),
  cover: z
    .object({
      url: emptyOr(newsCoverUrlSchema).default(""),
      alt: singleLineText(z.string().trim().max(200, articleMessages.coverAltLong)).default(""),
    })
    .default({ url: "", alt: "" }),
  tags: tagsField,
  author: emptyOr(
    singleLineText(z.string().trim().min(2, articleMessages.author).max(120, articleMessages.authorLong)),
  ).default(""),
  pin_homepage: z.boolean().default(false),
  pin_news: z.boolean().default(false),
  translation_of: translationField.optional(),
});

/** `POST /admin/news`: a new draft, from a title up. */
export const newsDraftInputSchema = newsDraftFieldsSchema;

/**
 * The version the editor loaded: a save made on an older version than the stored one is refused
 * with 409 instead of overwriting someone else's changes.
 */
export const newsExpectedVersionSchema = z.iso.datetime({
  offset: true,
  error: "This form is out of date: reload the article and save again",
});

/** A save of the fields given, on the version the editor loaded. */
export const newsArticleUpdateSchema = newsDraftFieldsSchema
  .partial()
  .omit({ translation_of: true })
  .extend({
    // No defaults in an update: a field left out keeps its stored value.
    locale: localeField.optional(),
    slug: emptyOr(newsSlugSchema).optional(),
    excerpt: singleLineText(z.string().trim().max(400, articleMessages.excerptLong)).optional(),
    cover: z
      .object({
        url: emptyOr(newsCoverUrlSchema),
        alt: singleLineText(z.string().trim().max(200, articleMessages.coverAltLong)),
      })
      .optional(),
    tags: tagsField.optional(),
    author: emptyOr(
      singleLineText(z.string().trim().min(2, articleMessages.author).max(120, articleMessages.authorLong)),
    ).optional(),
    pin_homepage: z.boolean().optional(),
    pin_news: z.boolean().optional(),
    expectedUpdatedAt: newsExpectedVersionSchema,
  });

/** Where a publication gap belongs: the article's field, by its path in the API's input. */
export type NewsPublicationGap = {
  path: "cover.url" | "cover.alt" | "excerpt" | "markdown";
  message: string;
};

/**
 * What keeps an article from being published or scheduled, checked by the API before it publishes
 * (and before it saves an article already on the site) and by the editor before it asks.
 */
export function publicationGaps(article: {
  excerpt: string;
  body: string;
  cover: { url: string; alt: string };
}): NewsPublicationGap[] {
  const gaps: NewsPublicationGap[] = [];
  if (!newsCoverUrlSchema.safeParse(article.cover.url).success)
    gaps.push({ path: "cover.url", message: newsPublicationMessages.cover });
  if (article.cover.alt.trim().length < 3)
    gaps.push({ path: "cover.alt", message: newsPublicationMessages.coverAlt });
  if (article.excerpt.trim().length < 10)
    gaps.push({ path: "excerpt", message: newsPublicationMessages.excerpt });
  if (article.body.trim() === "") gaps.push({ path: "markdown", message: newsPublicationMessages.text });
  return gaps;
}

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
export type NewsDraftInput = z.input<typeof newsDraftInputSchema>;
export type NewsArticleUpdate = z.input<typeof newsArticleUpdateSchema>;
export type NewsEditorArticle = z.infer<typeof newsEditorArticleSchema>;

export const newsEditorIdParamsSchema = z.object({
  id: z.uuid({ error: "This is not an article's address: open the article from the news list" }),
});

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

/**
 * Whether an address is free for an article in a language, asked while the editor types (issue 29).
 * `title` stands for an address not yet written: the one the title gives is checked. `id` is the
 * article being edited, whose own address is free to it.
 */
export const newsSlugCheckQuerySchema = z.object({
  locale: localeField.default("en"),
  slug: emptyOr(newsSlugSchema).default(""),
  title: singleLineText(z.string().trim().max(160, "Keep the title under 160 characters")).default(""),
  id: z.uuid({ error: "This is not an article's address: open the article from the news list" }).optional(),
});

export const newsSlugCheckResponseSchema = z.object({
  data: z.object({
    /** The address checked: the one asked for, or the one the title gives. */
    slug: z.string(),
    available: z.boolean(),
    /** The address a save would take: the one checked, or the first free one after it. */
    suggestion: z.string(),
  }),
});
export type NewsSlugCheck = z.infer<typeof newsSlugCheckResponseSchema>["data"];

/** How many earlier covers the editor's media library offers, newest first. */
export const NEWS_COVER_LIBRARY_SIZE = 24;

/** The media library: covers uploaded before, to pick again for another article (issue 29). */
export const newsCoverLibraryResponseSchema = z.object({
  data: z.array(z.object({ url: newsCoverUrlSchema, uploadedAt: z.iso.datetime() })),
});
export type NewsCoverLibrary = z.infer<typeof newsCoverLibraryResponseSchema>["data"];
