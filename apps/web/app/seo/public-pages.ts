/**
 * Every public, indexable page that exists, for the sitemap. Pages add themselves here when they
 * are built; per-record pages (games, features, articles) are listed by their loaders' sources.
 */
export const publicPages: readonly {
  path: string;
  changefreq: "daily" | "weekly" | "monthly";
  priority: number;
}[] = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: "/games", changefreq: "weekly", priority: 0.9 },
  { path: "/news", changefreq: "daily", priority: 0.8 },
];
