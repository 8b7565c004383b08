import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("layouts/default.tsx", [
    index("routes/home.tsx"),
    route("games", "routes/games.tsx"),
    route("contact-us", "routes/contact.tsx"),
    route("contact", "routes/contact.tsx", { id: "routes/contact-alias" }),
    route("*", "routes/page-not-found.tsx"),
  ]),
  layout("layouts/news.tsx", [route("news", "routes/news.tsx")]),
  layout("layouts/empty.tsx", [
    route("not-found", "routes/not-found.tsx"),
    route("forbidden", "routes/forbidden.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
] satisfies RouteConfig;
