import { homeContent } from "@quillspin/content";
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
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [games, news] = await Promise.all([
    gamesTeaser(() => serverApi(request).get("/games", TEASER, { schema: gameListResponseSchema })),
    recentNews(() => loadRecentNews(request)),
  ]);
  return { games, news };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero />
      <StrategicValues />
      <GamesTeaser games={loaderData.games} />
      <WhySpecial />
      <QuickStats />
      <Partners />
      <CareersTeaser />
      <RecentNews articles={loaderData.news} />
    </>
  );
}

export function meta() {
  return pageMeta({ ...homeContent.meta, path: "/" });
}
