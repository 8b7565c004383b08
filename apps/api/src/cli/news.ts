/**
 * `npm run news -- import <files or folders...>`: imports Markdown articles with front matter into
 * the database the API uses (DATABASE_URL, or the embedded database in DATA_DIR). An article with the
 * same locale and slug is updated to match its file; new ones are created.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { loadApiConfig } from "../config/env";
import { articleFilesIn } from "../modules/news/article-files";
import { importArticleFiles } from "../modules/news/news.import";
import { openCliDatabase } from "./cli-database";

const usage = `Usage: npm run news -- import <file.md | folder> [...]

Imports news articles written in Markdown with YAML front matter:

  ---
  slug: koi-lantern-launch          # defaults to the file name
  locale: en                        # defaults to en
  title: "Koi Lantern Hold & Win is live"
  excerpt: "One or two sentences for lists, feeds and search results."
  author: "Quillspin Newsroom"
  publishedAt: 2026-12-08T09:00:00Z # leave out for a draft; a future time schedules it
  tags: ["release", "hold-and-win"]
  pin_homepage: false
  pin_news: false
  cover:
    url: /images/news/koi-lantern-launch.webp   # defaults to /images/news/{slug}.webp
    alt: "Describe the cover for people who cannot see it"
  translation_of: { locale: en, slug: original-slug }   # only for a translation
  ---

  The body in Markdown: paragraphs, ## headings, lists, > quotes, **bold**, *italics*, \`code\`
  and [links](/games/wild-yoga-collector).

An article with the same locale and slug is brought in line with its file; others are created.
Every file is checked before anything is written. The database is the API's own: DATABASE_URL,
or the embedded one in DATA_DIR (stop the API first: the embedded database is single-process, and
the command refuses while the API holds its lock).`;

/** `npm run` starts in the repository root; paths are read from where the command was typed. */
function resolveArgument(argument: string): string[] {
  const full = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  if (!existsSync(full)) throw new Error(`No such file or folder: ${argument}`);
  return statSync(full).isDirectory() ? articleFilesIn(full) : [full];
}

async function importCommand(targets: string[]): Promise<void> {
  const files = targets.flatMap(resolveArgument);
  if (files.length === 0) throw new Error("No Markdown files to import");
  const config = loadApiConfig();
  const { database, close } = await openCliDatabase(config, "npm run news");
  try {
    const results = await importArticleFiles(database.db, files);
    for (const result of results) {
      console.log(
        `${result.outcome.padEnd(9)} ${result.locale}/${result.slug}  (${path.relative(process.cwd(), result.file)})`,
      );
    }
    const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
    console.log(`${count("created")} created, ${count("updated")} updated, ${count("unchanged")} unchanged`);
  } finally {
    await close();
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === "import" && rest.length > 0) {
  importCommand(rest).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
} else {
  console.log(usage);
  if (command !== "--help" && command !== "help") process.exitCode = 1;
}
