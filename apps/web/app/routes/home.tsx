import { homeContent } from "@quillspin/content";
import type { GameListResponse } from "@quillspin/contracts";
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

export async function loader({ request }: Route.LoaderArgs) {
  return { games: await gamesTeaser(() => serverApi(request).get("/games", TEASER)) };
}

export async function clientLoader() {
  return { games: await gamesTeaser(() => browserApi.get("/games", TEASER)) };
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
      <RecentNews />
    </>
  );
}

export function meta() {
  return pageMeta({ ...homeContent.meta, path: "/" });
}
