import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { newsArticleInputSchema } from "@quillspin/contracts";
import matter from "gray-matter";
import { z } from "zod";
import { markdownToHtml } from "./markdown";

/** YAML reads an unquoted timestamp as a Date and a quoted one as text; both are accepted. */
const timestamp = z.union([z.date(), z.iso.datetime({ offset: true }).transform((value) => new Date(value))]);

/**
 * The front matter of an article file. `slug` defaults to the file name, `locale` to en, the cover to
 * `/images/news/{slug}.webp`; no `publishedAt` means a draft. Keys only the cover script reads
 * (`cover.art`) are ignored here.
 */
const frontMatterSchema = z.object({
  slug: z.string().optional(),
  locale: z.string().default("en"),
  title: z.unknown(),
  excerpt: z.unknown(),
  author: z.unknown(),
  tags: z.unknown().optional(),
  pin_homepage: z.unknown().optional(),
  pin_news: z.unknown().optional(),
  cover: z.object({ url: z.string().optional(), alt: z.unknown() }),
  translation_of: z.unknown().optional(),
  publishedAt: timestamp.nullable().optional(),
});

export interface ArticleFile {
  file: string;
  input: z.output<typeof newsArticleInputSchema>;
  publishedAt: Date | null;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`)
    .join("; ");
}

/** Reads one Markdown article: front matter for the fields, the Markdown body converted to HTML. */
export function readArticleFile(file: string): ArticleFile {
  const { data, content } = matter(readFileSync(file, "utf8"));
  const front = frontMatterSchema.safeParse(data);
  if (!front.success) throw new Error(`${file}: ${describeIssues(front.error)}`);
  const { publishedAt, cover, ...fields } = front.data;
  const slug = fields.slug ?? path.basename(file, path.extname(file));
  const input = newsArticleInputSchema.safeParse({
    ...fields,
    slug,
    cover: { url: cover.url ?? `/images/news/${slug}.webp`, alt: cover.alt },
    body: markdownToHtml(content),
  });
  if (!input.success) throw new Error(`${file}: ${describeIssues(input.error)}`);
  return { file, input: input.data, publishedAt: publishedAt ?? null };
}

/** Originals before their translations, so a `translation_of` always finds its article. */
export function inImportOrder(files: ArticleFile[]): ArticleFile[] {
  return [...files].sort(
    (a, b) =>
      Number(a.input.translation_of !== undefined) - Number(b.input.translation_of !== undefined) ||
      a.file.localeCompare(b.file),
  );
}

/**
 * `content/news` at the repository root, found by walking up from this module: the same lookup works
 * from the TypeScript source, the bundled `dist/server.js` and the CLI, whatever the working folder.
 */
export function defaultNewsFolder(from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, "content", "news");
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder) return undefined;
  }
}

export function articleFilesIn(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.join(folder, name));
}
