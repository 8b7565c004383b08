import { homeContent, mediaPartners, partners, quickStats } from "@quillspin/content";
import { gameListResponseSchema } from "@quillspin/contracts";
import { serverApi } from "../api/server-api.server";
import { optionalApiCall } from "../errors/api-page-error.server";
import { useErrorToasts } from "../errors/use-error-toasts";
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

/**
 * The one data path of the home page, also for client navigations (fetched as the route's `.data`):
 * the games teaser and the news degrade to a line each without the API, and the failed calls are toasted
 * once the page runs; the page is shared by visitors (decision 0025).
 * The page's copy comes with its data, not in its code: the document repeats it in the markup, so it
 * costs little in the compressed HTML and takes about 3 KiB off the page's first-load JS (decision 22).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [games, news] = await Promise.all([
    optionalApiCall(async () => {
      const teaser = await serverApi(request).get("/games", TEASER, { schema: gameListResponseSchema });
      return teaser.data;
    }),
    // The six most recent articles (site.md section 9).
    optionalApiCall(() => loadRecentNews(request)),
  ]);
  return {
    games: games.data,
    news: news.data,
    failedCalls: [games.toast, news.toast],
    content: homeContent,
    quickStats,
    partners,
    mediaPartners,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  useErrorToasts(loaderData.failedCalls);
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
