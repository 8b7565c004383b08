import type { Db } from "../../db/database";
import { type ArticleFile, inImportOrder, readArticleFile } from "./article-files";
import { type ImportOutcome, importArticle } from "./news.editing";

export interface ImportResult {
  file: string;
  slug: string;
  locale: string;
  outcome: ImportOutcome;
}

/**
 * Imports Markdown article files: every file is read and checked before anything is written, so a
 * mistake in one file leaves the database as it was; then all are written in one transaction.
 */
export async function importArticleFiles(db: Db, paths: readonly string[]): Promise<ImportResult[]> {
  const files: ArticleFile[] = inImportOrder(paths.map(readArticleFile));
  const slugs = files.map(({ input }) => `${input.locale}/${input.slug}`);
  const repeated = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (repeated) throw new Error(`Two files hold the article ${repeated}`);
  return db.transaction(async (tx) => {
    const results: ImportResult[] = [];
    for (const { file, input, publishedAt } of files) {
      const outcome = await importArticle(tx, input, publishedAt);
      results.push({ file, slug: input.slug, locale: input.locale, outcome });
    }
    return results;
  });
}
