import { featureSummaries, gameSummaries } from "@quillspin/content";
import { siteRoutes } from "@quillspin/contracts";

type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

export interface PublicPage {
  path: string;
  changefreq: ChangeFrequency;
  priority: number;
}

/** Every public, indexable page that exists, for the sitemap. A new page adds itself here. */
export const publicPages: readonly PublicPage[] = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: siteRoutes.games(), changefreq: "weekly", priority: 0.9 },
  ...gameSummaries.map((game) => ({
    path: siteRoutes.game(game.slug),
    changefreq: "monthly" as const,
    priority: 0.8,
  })),
  { path: "/features", changefreq: "monthly", priority: 0.7 },
  ...featureSummaries.map((feature) => ({
    path: `/features/${feature.slug}`,
    changefreq: "monthly" as const,
    priority: 0.6,
  })),
  { path: "/news", changefreq: "daily", priority: 0.8 },
  { path: "/about-us", changefreq: "monthly", priority: 0.6 },
  { path: "/careers", changefreq: "weekly", priority: 0.6 },
  { path: "/roadmap", changefreq: "monthly", priority: 0.6 },
  { path: "/guide", changefreq: "monthly", priority: 0.5 },
  { path: siteRoutes.integration(), changefreq: "monthly", priority: 0.5 },
  { path: siteRoutes.contact(), changefreq: "yearly", priority: 0.5 },
  { path: siteRoutes.clientArea(), changefreq: "yearly", priority: 0.3 },
  { path: siteRoutes.signup(), changefreq: "yearly", priority: 0.3 },
  { path: "/privacy-policy", changefreq: "yearly", priority: 0.2 },
  { path: "/cookie-policy", changefreq: "yearly", priority: 0.2 },
];
