import type { Db } from "../../db/database";
import {
  type ArticleFile,
  articleFilesIn,
  defaultNewsFolder,
  inImportOrder,
  readArticleFile,
} from "./article-files";
import { articleValues, translationGroupFor } from "./news.editing";
import { articles } from "./news.tables";

/**
 * Adds the studio's articles from `content/news/*.md` that the database does not have yet. An
 * article that exists (same locale and slug) is never touched, so what an editor changed later
 * survives every restart; running it on several instances at once is safe. To retire a seeded
 * article for good, delete its file as well as the article.
 */
export async function seedNews(db: Db, folder = defaultNewsFolder()): Promise<{ added: number }> {
  if (!folder) return { added: 0 };
  const files: ArticleFile[] = inImportOrder(articleFilesIn(folder).map(readArticleFile));
  let added = 0;
  for (const { input, publishedAt } of files) {
    const written = publishedAt ?? new Date();
    const inserted = await db
      .insert(articles)
      .values({
        ...articleValues(input, publishedAt, await translationGroupFor(db, input)),
        createdAt: written,
        updatedAt: written,
      })
      .onConflictDoNothing({ target: [articles.locale, articles.slug] })
      .returning({ id: articles.id });
    added += inserted.length;
  }
  return { added };
}
