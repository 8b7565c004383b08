import { publicSettings } from "../config/public-settings";

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /client-area",
    // The back office: staff only, and never indexed.
    "Disallow: /admin",
    // Every visit to a demo address starts a play-money session; crawlers have no use for one.
    "Disallow: /demo/",
    "Disallow: /forbidden",
    "Disallow: /not-found",
    "",
    `Sitemap: ${publicSettings.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
