/** English strings of the news area, the news list and articles (see areas/news.ts). */
const news = {
  title: "News",
  description: (brand: string) => `Releases, partnerships, events and certifications from ${brand}.`,
  empty: "No articles have been published yet. Check back soon for releases, events and studio updates.",
  h1: "News and articles",
  lead: "Game releases, partnerships, events and certifications from the studio, newest first.",
  searchLabel: "Search the news",
  searchSubmit: "Search",
  clearSearch: "Show all articles",
  pinned: "Pinned articles",
  latest: "Latest articles",
  results: (count: number, search: string) =>
    `${count} ${count === 1 ? "article matches" : "articles match"} “${search}”`,
  noMatch: (search: string) => `No article matches “${search}”. Try other words or show all articles.`,
  pagination: "News pages",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  published: "Published",
  by: (author: string) => `By ${author}`,
  tags: "Topics",
  languages: "Read this article in",
  olderArticle: "Older article",
  newerArticle: "Newer article",
  articleNavigation: "More articles",
  backToNews: "All news",
  rss: "RSS feed",
  feedTitle: (brand: string) => `${brand} news`,
} as const;

export default news;
