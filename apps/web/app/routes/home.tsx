import { homeContent, mediaPartners, partners, quickStats } from "@quillspin/content";
import { type GameListResponse, gameListResponseSchema, type NewsListItem } from "@quillspin/contracts";
import { serverApi } from "../api/server-api.server";
import {
  CareersTeaser,
  GamesTeaser,
  HomeHero,
  Partners,
  QuickStats,
  RecentNews,
  StrategicValues,
  WhySpecial,
} from "../home/home-sections";
import { loadRecentNews } from "../news/news-api.server";
import { pageMeta } from "../seo/page-meta";
import type { Route } from "./+types/home";

const TEASER = { limit: 6, sort: "new_releases" };

/** The teaser is optional: without the API the rest of the home page still renders. */
async function gamesTeaser(load: () => Promise<GameListResponse>) {
  try {
    return (await load()).data;
  } catch {
    return null;
  }
}

/** The six most recent articles (site.md section 9), or null when the API cannot answer. */
async function recentNews(load: () => Promise<NewsListItem[]>) {
  try {
    return await load();
  } catch {
    return null;
  }
}

/**
 * The one data path of the home page, also for client navigations (fetched as the route's `.data`):
 * both blocks degrade to nothing without the API; the page is shared by visitors (decision 0025).
 * The page's copy comes with its data, not in its code: the document repeats it in the markup, so it
 * costs little in the compressed HTML and takes about 3 KiB off the page's first-load JS (decision 22).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [games, news] = await Promise.all([
    gamesTeaser(() => serverApi(request).get("/games", TEASER, { schema: gameListResponseSchema })),
    recentNews(() => loadRecentNews(request)),
  ]);
  return { games, news, content: homeContent, quickStats, partners, mediaPartners };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return (
    <>
      <HomeHero hero={content.hero} />
      <StrategicValues strategicValues={content.strategicValues} />
      <GamesTeaser gamesTeaser={content.gamesTeaser} games={loaderData.games} />
      <WhySpecial whySpecial={content.whySpecial} />
      <QuickStats quickStats={content.quickStats} stats={loaderData.quickStats} />
      <Partners content={content} partners={loaderData.partners} mediaPartners={loaderData.mediaPartners} />
      <CareersTeaser careersTeaser={content.careersTeaser} />
      <RecentNews news={content.news} articles={loaderData.news} />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta({ ...loaderData.content.meta, path: "/" });
}
