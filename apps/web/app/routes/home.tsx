import { homeContent } from "@quillspin/content";
import {
  type GameListResponse,
  type NewsContentListResponse,
  type NewsListItem,
  RECENT_NEWS_COUNT,
} from "@quillspin/contracts";
import { browserApi } from "../api/browser-api";
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

const RECENT_NEWS = { sort: "publishedAt:desc", "pagination[limit]": RECENT_NEWS_COUNT };

export async function loader({ request }: Route.LoaderArgs) {
  const [games, news] = await Promise.all([
    gamesTeaser(() => serverApi(request).get("/games", TEASER)),
    recentNews(() => loadRecentNews(request)),
  ]);
  return { games, news };
}

export async function clientLoader() {
  const [games, news] = await Promise.all([
    gamesTeaser(() => browserApi.get("/games", TEASER)),
    recentNews(() =>
      browserApi.get<NewsContentListResponse>("/articles", RECENT_NEWS).then((answer) => answer.data),
    ),
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
