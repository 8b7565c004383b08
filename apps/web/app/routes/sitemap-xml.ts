import { SitemapStream, streamToPromise } from "sitemap";
import { publicSettings } from "../config/public-settings";
import { publicPages } from "../seo/public-pages";

export async function loader() {
  const stream = new SitemapStream({ hostname: publicSettings.siteUrl });
  for (const page of publicPages) {
    stream.write({ url: page.path, changefreq: page.changefreq, priority: page.priority });
  }
  stream.end();
  const xml = await streamToPromise(stream);
  return new Response(xml.toString(), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
