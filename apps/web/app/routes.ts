import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("layouts/default.tsx", [
    index("routes/home.tsx"),
    route("games", "routes/games.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("careers", "routes/careers.tsx"),
    route("roadmap", "routes/roadmap.tsx"),
    route("guide", "routes/guide.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("cookie-policy", "routes/cookie-policy.tsx"),
    route("games/compare", "routes/games-compare.tsx"),
    route("games/:slug", "routes/game.tsx"),
    route("features", "routes/features.tsx"),
    route("features/:slug", "routes/feature.tsx"),
    route("contact-us", "routes/contact.tsx"),
    route("contact", "routes/contact.tsx", { id: "routes/contact-alias" }),
    route("*", "routes/page-not-found.tsx"),
  ]),
  layout("layouts/news.tsx", [route("news", "routes/news.tsx")]),
  layout("layouts/empty.tsx", [
    route("not-found", "routes/not-found.tsx"),
    route("forbidden", "routes/forbidden.tsx"),
  ]),
  route("games.json", "routes/games-json.ts"),
  route("games.csv", "routes/games-csv.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
] satisfies RouteConfig;
